export { CartLink } from './components/cart-link';
export { CartScreen } from './components/cart-screen';
export type { AddOnPickerSlot } from './components/add-ons-modal';
export { BillDetails } from './components/bill-details';
export { SignInToBookModal } from './components/sign-in-to-book-modal';
