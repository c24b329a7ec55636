import { ERRORS, type ErrorCode } from '@servicebay/domain';
import { accountEn } from './en/account';
import { addressesEn } from './en/addresses';
import { garageEn } from './en/garage';
import { profileEn } from './en/profile';
import { settingsEn } from './en/settings';

/** The server's English messages are the spec's texts; one source, keyed by error code. */
const errorMessages = Object.fromEntries(Object.entries(ERRORS).map(([code, error]) => [code, error.message])) as Record<ErrorCode, string>;

/**
 * The English catalogue is the source of the translation keys: every other language must have
 * exactly these keys (see Catalogue), so a missing translation is a type error.
 */
export const en = {
  app: {
    loading: 'Loading…',
    notFoundHeading: 'Page not found',
    notFoundBody: 'The page you opened does not exist.',
    goHome: 'Go to home',
  },
  startup: {
    heading: 'We could not load this page',
    body: 'Check your connection and try again.',
    retry: 'Try again',
  },
  offline: {
    heading: 'You’re offline',
    body: 'Connect to the internet to continue. The app picks up where it left off when you are back online.',
  },
  language: {
    label: 'Language',
  },
  brand: {
    homeLink: '{{brand}} home',
    slidesLabel: 'About {{brand}}',
    downloadHeading: 'Get the app',
    downloadBody: 'Book and follow your vehicle service from your phone.',
    appStore: 'Download on the App Store',
    playStore: 'Get it on Google Play',
  },
  signIn: {
    loginHeading: 'Login',
    loginIntro: 'Sign in with your mobile number to book and track your service.',
    getStartedHeading: 'Get Started',
    getStartedIntro: 'Enter your mobile number to continue.',
    otpNote: 'A one-time password will be sent to this number.',
    mobileLabel: 'Mobile number',
    acceptTerms: 'I accept the terms and conditions',
    termsLink: 'Terms and Conditions',
    privacyLink: 'Privacy Policy',
    continue: 'Continue',
    continueAsGuest: 'Continue as guest',
  },
  otp: {
    heading: 'Verify your number',
    sentTo: 'Enter the code sent to {{number}}',
    codeLabel: 'One-time password',
    digitLabel: 'Digit {{position}} of {{total}}',
    resendIn: 'Resend code in {{time}}',
    resend: 'Resend code',
    resent: 'A new code has been sent',
    submit: 'Submit',
    incomplete: 'Please enter valid OTP number',
    changeNumber: 'Change mobile number',
  },
  onboarding: {
    heading: 'Welcome to {{brand}}',
  },
  portal: {
    openMenu: 'Open menu',
    menuLabel: 'Main menu',
    guest: 'Guest',
    signIn: 'Sign in',
    signOut: 'Sign Out',
    greeting: 'Hello, {{name}}',
    memberOf: 'You are signed in to {{brand}}.',
    guestNote: 'You are browsing {{brand}} as a guest. Sign in with your mobile number to book a service.',
  },
  workshop: {
    productName: 'ServiceBay Workshop',
    heading: 'Workshop management',
    staffSignInNote: 'Staff sign-in arrives with the staff accounts feature.',
  },
  /** Words every screen shares. */
  common: {
    cancel: 'Cancel',
    close: 'Close',
    back: 'Back',
    retry: 'Try again',
    loadFailed: 'We could not load this. Check your connection and try again.',
  },
  /** The customer's personal details, picture and completeness. */
  profile: profileEn,
  /** The customer's vehicles (with the catalogue pickers that add one) and their documents. */
  garage: garageEn,
  /** The customer's saved places for pickup and drop. */
  addresses: addressesEn,
  /** Languages, notifications, help and support. */
  settings: settingsEn,
  /** The account's life: the deletion request and its erasure. */
  account: accountEn,
  errors: errorMessages,
};

export type Catalogue = typeof en;
