import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZReferralApplied } from '@servicebay/domain';
import { api } from '../client';
import { referralKeys } from './referral-keys';

/** POST /user/referral: applies another customer's code; the server uppercases it. Answers the server's confirmation. */
export const applyReferralCode = async (referralCode: string): Promise<string> => {
  const [applied] = await api.request('/user/referral', { method: 'POST', body: { referralCode }, schema: ZReferralApplied });
  return applied?.message ?? '';
};

/** After a code is applied the customer's details name it (appliedCode): read them again. */
export function useApplyReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyReferralCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKeys.all() }),
  });
}
