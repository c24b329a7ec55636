export { GuestEntry } from './components/guest-entry';
export { MobileSignInForm } from './components/mobile-sign-in-form';
export { OtpForm } from './components/otp-form';
export { SignOutButton } from './components/sign-out-button';
export { usePendingSignIn } from './hooks/use-pending-sign-in';
