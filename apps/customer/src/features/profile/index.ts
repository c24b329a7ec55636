export { PersonalDetailsForm } from './components/personal-details-form';
export { ProfileOverview } from './components/profile-overview';
export { RETURN_TO_PERSONAL_DETAILS, useMobileNumberGate } from './hooks/use-mobile-number-gate';
