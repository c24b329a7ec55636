/**
 * The spec's English texts of the vehicle rules (customer spec section 5). A module of their own: the English catalogue
 * and rules.ts need the texts, not the schemas and checks beside them, which the sign-in screens never use.
 */
export const VEHICLE_MESSAGES = {
  brandRequired: 'please select brand',
  modelRequired: 'please select model',
  yearRequired: 'please select year',
  fuelRequired: 'please select fuel type',
  variantRequired: 'please select variant',
  modelNeedsBrand: 'select vehicle make',
  yearNeedsModel: 'select vehicle make/model',
  fuelNeedsYear: 'select vehicle make and year',
  addVehicleToProceed: 'add vehicle to proceed',
  duplicate: 'vehicle already exists',
  fuelMismatch: 'Selected variant doesnot match with fuel type',
  activeBooking: 'This vehicle has active booking',
  noBrands: 'No brands found',
  noModels: 'No models found',
  noVariants: 'No variants found',
  noVehicles: 'No vehicles found',
  nicknameRequired: 'Enter nickname',
  nicknameInvalid: 'Please enter valid nickname',
  vinRequired: 'Please enter VIN number',
  vinInvalid: 'Please enter valid VIN number',
  odometerRequired: 'Please enter odometer reading',
  odometerInvalid: 'Odometer reading should be digits only, up to 6',
  imageFormat: 'Please upload valid format',
} as const;
