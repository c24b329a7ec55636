import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProfile, type TPersonalDetails, type TProfile } from '@servicebay/domain';
import { meQueryOptions } from '../auth/get-me';
import { api } from '../client';
import { storeAnswer } from '../query-client';
import { profileQueryOptions } from './get-profile';

/** PUT /users/me/profile: name, email, gender, birth date; the server stores completeness 40. */
export const savePersonalDetails = (details: TPersonalDetails): Promise<TProfile> =>
  api.request('/users/me/profile', { method: 'PUT', body: details, schema: ZProfile });

export function useSavePersonalDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePersonalDetails,
    onSuccess: async (profile) => {
      await storeAnswer(queryClient, profileQueryOptions().queryKey, profile);
      return queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    },
  });
}
