// The vehicle screens load together, from one import: each import site carries its own list of
// chunks to preload in the first screen's code, which the sign-in page downloads too.
export { AddVehicleRoute } from './add-vehicle';
export { ManageVehicleRoute } from './manage-vehicle';
export { MyVehiclesRoute } from './my-vehicles';
