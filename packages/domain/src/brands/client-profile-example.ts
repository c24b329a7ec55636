import type { TClientProfile } from './client-settings';

const feature = { showPrice: true, showInvoice: true, showTempRegisterNumber: false, vehicleOnboardSetting: false, mobileNumberSetting: true };

/** A whole, valid client profile for tests of the code that reads one (api-client, the app's server rendering). */
export const exampleClientProfile = (clientName: string, overrides: Partial<TClientProfile> = {}): TClientProfile => ({
  ...{ clientName, ClientName: clientName, variant: 'standard', country: 'India', currency: 'INR', countryCode: '+91', mobileDigitCount: 10 },
  ...{ slideArray: [], loginSliders: [], leftSideLogo: '/logo.svg', customerLogo: '/logo.svg', tabIconName: '/icon.svg', customerIcon: '/icon.svg' },
  ...{ privacyPolicyLInk: '', termAndConditionLink: '', appleAppStoreLink: '', googlePlayStoreLink: '', aboutLink: '', mapTileUrl: '' },
  ...{ isTermsAndCondition: true, downloadApps: false, tabName: clientName, dropText: '', pickUpText: '', supportPhoneNumber: '', supportEmail: '' },
  ...{ termsAndConditionText: '', rupeeSymbol: '₹', showPickUpOption: true, showDropOpition: true, pickUpNotesLabel: '', dropNotesLabel: '' },
  ...{ bestCarServiceText: '', waterMarkForRegistrationField: '' },
  theme: { name: 'teal', primary: '#0b7285', primaryContrast: '#ffffff', accent: '#f08c00', surface: '#f8f9fa' },
  featureSetting: { ...feature, allowGoogleLogin: false, allowAppleLogin: false },
  ...overrides,
});
