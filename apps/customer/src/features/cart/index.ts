export { CartLink } from './components/cart-link';
export { CartScreen } from './components/cart-screen';
export type { AddOnPickerSlot } from './components/add-ons-modal';
