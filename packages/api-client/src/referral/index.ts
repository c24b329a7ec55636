// Refer and Earn (customer spec sections 2, 7 and 8): one file per endpoint.
export { getReferral, referralQueryOptions, useReferral } from './get-referral';
export { applyReferralCode, useApplyReferralCode } from './apply-referral-code';
export { referralKeys } from './referral-keys';
