/**
 * The spec's English texts of the address rules (customer spec sections 5 and 9). A module of their own: the English catalogue
 * and rules.ts need the texts, not the schemas and checks beside them, which the sign-in screens never use.
 */
export const ADDRESS_MESSAGES = {
  houseRequired: 'Please enter house/flat no',
  landmarkRequired: 'Please enter landmark',
  cityRequired: 'Please enter city',
  cityLetters: 'City should contain only letters',
  stateRequired: 'Please enter state',
  stateLetters: 'State should contain only letters',
  typeRequired: 'Please select address type',
  typeUnique: 'Address type should be unique',
  pincodeRequired: 'Please enter pincode',
  pincodeInvalid: 'Please enter valid pincode',
  tooLong: (max: number) => `Maximum ${max} characters allowed`,
  locationRequired: 'Please select location on the map',
  placeNotChosen: 'Search for your address, use your current location or tap the map to place the pin',
} as const;
