import { SESSION_QUERY_KEY } from '../query-client';

/** The customer's own referral details: per customer, so under the session key and gone at sign-out. */
export const referralKeys = {
  all: () => [...SESSION_QUERY_KEY, 'referral'] as const,
  details: () => [...referralKeys.all(), 'details'] as const,
};
