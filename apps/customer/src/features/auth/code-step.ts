// The code screen's part of sign-in, apart from index.ts: the sign-in screen imports the feature
// through index.ts, and what it re-exports would travel in that screen's download (decision 0013).
export { OtpForm } from './components/otp-form';
export { usePendingSignIn } from './hooks/use-pending-sign-in';
