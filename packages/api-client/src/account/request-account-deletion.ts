import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDeleteAccountResult, type ZDeleteAccountBody } from '@servicebay/domain';
import type { z } from 'zod';
import { meQueryOptions } from '../auth/get-me';
import { api } from '../client';
import { getSettings } from '../profile/get-settings';
import { storeSettings } from '../profile/update-settings';

export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountBody>;

/** POST /user/deleteAccount: personal data is erased 30 days later; asking twice changes nothing. */
export const requestAccountDeletion = (body: TDeleteAccountRequest) =>
  api.request('/user/deleteAccount', { method: 'POST', body, schema: ZDeleteAccountResult });

export function useRequestAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAccountDeletion,
    // The settings now say deleteRequest: true, which replaces the form with the message.
    onSuccess: async () => {
      await storeSettings(queryClient, await getSettings());
      await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    },
  });
}
