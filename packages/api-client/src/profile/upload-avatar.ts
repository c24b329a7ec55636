import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProfile, type TProfile } from '@servicebay/domain';
import { api } from '../client';
import { storeAnswer } from '../query-client';
import { profileQueryOptions } from './get-profile';

/** POST /users/me/profile/avatar: multipart field "file" (png, jpg or svg; the server checks the bytes). */
export function uploadAvatar(file: Blob): Promise<TProfile> {
  const form = new FormData();
  form.append('file', file);
  return api.request('/users/me/profile/avatar', { method: 'POST', body: form, schema: ZProfile });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => storeAnswer(queryClient, profileQueryOptions().queryKey, profile),
  });
}
