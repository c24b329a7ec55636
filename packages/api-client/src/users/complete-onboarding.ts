import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUser, type TUser } from '@servicebay/domain';
import { api } from '../client';
import { storeMe } from '../auth/get-me';

/** POST /users/me/onboarding: marks the customer onboarded. */
export const completeOnboarding = (): Promise<TUser> => api.request('/users/me/onboarding', { method: 'POST', schema: ZUser });

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: (user) => storeMe(queryClient, user),
  });
}
