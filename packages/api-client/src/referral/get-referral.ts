import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZReferralDetails, type TReferralDetails } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../client';
import { ApiError } from '../http/api-error';
import { referralKeys } from './referral-keys';

/** GET /user/referral: the list's first item is the customer's code, points and referrals left (spec sections 3 and 7). */
export const getReferral = async (): Promise<TReferralDetails> => {
  const [mine] = await api.request('/user/referral', { schema: z.array(ZReferralDetails) });
  if (!mine) throw ApiError.fromStatus(500); // the server's contract: the list always holds the customer's
  return mine;
};

export const referralQueryOptions = () =>
  // Points arrive when a friend's booking completes, elsewhere: coming back to the tab asks again.
  queryOptions({ queryKey: referralKeys.details(), queryFn: getReferral, refetchOnWindowFocus: true });

export const useReferral = () => useQuery(referralQueryOptions());
