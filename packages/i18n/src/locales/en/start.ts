import { SIGN_IN_ERRORS } from '@servicebay/domain';
import { messagesOf } from './error-messages';

/** The English texts any screen may need from the start: the sign-in screens, the frames, the errors. */
export const startEn = {
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
    getStartedHeading: 'Get started',
    getStartedIntro: 'Enter your mobile number to continue.',
    otpNote: 'A one-time password will be sent to this number.',
    mobileLabel: 'Mobile number',
    acceptTerms: 'I accept the terms and conditions',
    termsLink: 'Terms and conditions',
    privacyLink: 'Privacy policy',
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
    dashboard: 'Dashboard',
    openMenu: 'Open menu',
    menuLabel: 'Main menu',
    guest: 'Guest',
    signIn: 'Sign in',
    signOut: 'Sign out',
    greeting: 'Hello, {{name}}',
    greetingNoName: 'Hello there',
    addName: 'Add your name',
    memberOf: 'Welcome to {{brand}}. Your vehicles, documents and bookings, all in one place.',
    guestNote: 'You are browsing {{brand}} as a guest. Sign in with your mobile number to book a service.',
    /** The side menu: every area of the portal. */
    menu: {
      home: 'Home',
      bookService: 'Book a Service',
      myBookings: 'My Bookings',
      offers: 'Rewards and offers',
      myVehicles: 'My vehicles',
      documents: 'Documents',
      addresses: 'Addresses',
      profile: 'Profile',
      settings: 'Settings',
      helpAndSupport: 'Help and support',
    },
  },
  /** Words every screen shares. */
  common: {
    cancel: 'Cancel',
    close: 'Close',
    back: 'Back',
    retry: 'Try again',
    loadFailed: 'We could not load this. Check your connection and try again.',
    moreFor: 'More for {{name}}',
  },
  /** The errors of the sign-in screens; the signed-in texts bring the rest (signed-in.ts). */
  errors: messagesOf(SIGN_IN_ERRORS),
};
