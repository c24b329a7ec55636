export { GuestEntry } from './components/guest-entry';
export { MobileSignInForm } from './components/mobile-sign-in-form';
export { SignOutButton } from './components/sign-out-button';
