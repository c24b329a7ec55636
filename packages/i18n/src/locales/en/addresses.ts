import { ADDRESS_MESSAGES } from '@servicebay/domain';

const { tooLong: _tooLong, ...fixedMessages } = ADDRESS_MESSAGES;
/** Keyed as in ADDRESS_MESSAGES; the length message takes its limit as {{max}}. */
const rules: Record<keyof typeof ADDRESS_MESSAGES, string> = { ...fixedMessages, tooLong: 'Maximum {{max}} characters allowed' };

/** English texts of the saved addresses: list, picker bar and form (customer spec section 5). */
export const addressesEn = {
  rules,
  bar: {
    select: 'Select address',
    button: 'Service address: {{place}}',
  },
  title: 'My addresses',
  intro: 'Where we pick up and drop your vehicle. Your main address is used first each time; the one in use is where this visit goes.',
  add: 'Add new address',
  empty: 'You have not saved any address yet.',
  types: { Home: 'Home', Work: 'Work', Other: 'Other' },
  isDefault: 'Main address',
  isSelected: 'In use',
  edit: 'Edit',
  editNamed: 'Edit {{type}} address',
  delete: 'Delete',
  makeDefault: 'Make main',
  select: 'Use this address',
  selectNamed: 'Use this address ({{type}})',
  deleteTitle: 'Delete address',
  deleteConfirm: 'Are you sure you want to delete the address?',
  deleteLosesCart: 'This is your selected address: the services in your cart ({{count}}) will be lost.',
  deleted: 'Address deleted',
  madeDefault: 'Main address updated',
  pickerTitle: 'Select address',
  pickerIntro: 'Choose where your vehicle is picked up and dropped.',
  pickerRequired: 'Location access is off for this site. Add the address your vehicle is picked up from to see workshops near you.',
  /** An address id in the address bar that is not among the customer's (deleted, mistyped). */
  notFound: {
    heading: 'Address not found',
    body: 'This address is not among your saved addresses. It may have been deleted.',
    back: 'Back to My Addresses',
  },
  mapPoint: { use: 'Use this place' },
  form: {
    addTitle: 'Add new address',
    editTitle: 'Edit address',
    map: 'Map: drag the pin to your doorstep',
    pin: 'Address pin',
    pinHint: 'Drag the pin or search to set your exact location.',
    tilesUnavailable: 'The map could not load. You can still search for your area or drag the pin.',
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
