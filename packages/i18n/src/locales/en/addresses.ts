import { ADDRESS_MESSAGES } from '@servicebay/domain';

const { tooLong: _tooLong, ...fixedMessages } = ADDRESS_MESSAGES;
/** Keyed as in ADDRESS_MESSAGES; the length message takes its limit as {{max}}. */
const rules: Record<keyof typeof ADDRESS_MESSAGES, string> = { ...fixedMessages, tooLong: 'Maximum {{max}} characters allowed' };

/** English texts of the saved addresses: list, picker bar and form (customer spec section 5). */
export const addressesEn = {
  rules,
  bar: {
    select: 'Select Address',
    button: 'Service address: {{place}}',
  },
  title: 'My Addresses',
  intro: 'Where we pick up and drop your vehicle.',
  add: 'Add new address',
  empty: 'You have not saved any address yet.',
  types: { Home: 'Home', Work: 'Work', Other: 'Other' },
  isDefault: 'Default',
  isSelected: 'Selected',
  edit: 'Edit',
  editNamed: 'Edit {{type}} address',
  delete: 'Delete',
  deleteNamed: 'Delete {{type}} address',
  makeDefault: 'Make default',
  select: 'Deliver here',
  selectNamed: 'Use {{type}} address',
  deleteTitle: 'Delete address',
  deleteConfirm: 'Are you sure you want to delete the address?',
  deleteLosesCart: 'This is your selected address: the services in your cart will be lost.',
  deleted: 'Address deleted',
  madeDefault: 'Default address updated',
  pickerTitle: 'Select Address',
  pickerIntro: 'Choose where your vehicle is picked up and dropped.',
  form: {
    addTitle: 'Add New Address',
    editTitle: 'Edit Address',
    map: 'Map: drag the pin to your doorstep',
    pin: 'Address pin',
    pinHint: 'Drag the pin or search to set your exact location.',
    search: 'Search for your area',
    searchPlaceholder: 'Area, street or landmark',
    searching: 'Searching…',
    noResults: 'No results found',
    useMyLocation: 'Use my location',
    locationDenied: 'provide location permission',
    locationUnavailable: 'We could not find your location. Search for your area or drag the pin.',
    type: 'Address type',
    house: 'House/Flat no',
    landmark: 'Landmark',
    city: 'City',
    state: 'State',
    pincode: 'Pincode',
    postalCode: 'Postal code (optional)',
    save: 'Save address',
    saved: 'Address saved',
  },
};
