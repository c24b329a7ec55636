export { AddressBar } from './components/address-bar';
export { AddressCards } from './components/address-cards';
export { AddressForm } from './components/address-form';
export { MapPointPicker } from './components/map-point-picker';
