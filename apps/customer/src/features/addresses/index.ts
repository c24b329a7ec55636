export { AddressBar } from './components/address-bar';
export { AddressCards } from './components/address-cards';
export { AddressForm } from './components/address-form';
