import { PROFILE_MESSAGES } from '@servicebay/domain';

/** The domain's rule messages are the spec's texts: one source, keyed as in PROFILE_MESSAGES. */
const rules: Record<keyof typeof PROFILE_MESSAGES | 'verifyMobileFirst', string> = {
  ...PROFILE_MESSAGES,
  // The API's answer when a guest sends a number it never verified.
  verifyMobileFirst: 'Please verify your mobile number by signing in with it',
};

/** English texts of the profile screens: overview, picture, completeness, personal details (customer spec sections 2 and 3). */
export const profileEn = {
  rules,
  badge: 'My profile: {{name}}',
  title: 'My profile',
  photoAlt: 'Profile photo',
  changePhoto: 'Change photo',
  photoSaved: 'Profile photo updated',
  noCity: 'No address selected',
  rewardPoints: 'Reward points',
  completeness: 'Profile completeness',
  completenessValue: '{{percent}}% complete',
  completenessHint: 'Add your personal details, a vehicle and its documents to complete your profile.',
  completenessDone: 'Your profile is complete.',
  links: {
    heading: 'Account',
    personalDetails: 'Personal details',
    personalDetailsHint: 'Name, email, date of birth',
    myVehicles: 'My vehicles',
    myVehiclesHint: 'Add and manage your vehicles',
    documentVault: 'Document vault',
    documentVaultHint: 'Insurance, pollution and registration certificates',
    myAddresses: 'My addresses',
    myAddressesHint: 'Pickup and drop addresses',
    settings: 'Settings',
    settingsHint: 'Language, notifications, help',
  },
  personalDetails: {
    title: 'Personal details',
    intro: 'Tell us about yourself so workshops know who is coming.',
    name: 'Full name',
    email: 'Email',
    mobile: 'Mobile number',
    gender: 'Gender',
    male: 'Male',
    female: 'Female',
    dateOfBirth: 'Date of birth',
    dateOfBirthPlaceholder: 'Pick your date of birth',
    lockedHint: 'This cannot be changed once set.',
    verifyMobile: 'Verify mobile number',
    mobileMissing: 'Please enter mobile number',
    mobileMissingBody: 'Add your mobile number to continue. Numbers are added by verifying them with a one-time password.',
    calendar: {
      previousDecade: 'Previous decade',
      nextDecade: 'Next decade',
      previousYear: 'Previous year',
      nextYear: 'Next year',
      previousMonth: 'Previous month',
      nextMonth: 'Next month',
      yearLevel: 'Choose a year',
      monthLevel: 'Choose a month',
    },
    save: 'Save',
    saved: 'Personal details saved',
  },
};
