export { ReferralScreen } from './components/referral-screen';
