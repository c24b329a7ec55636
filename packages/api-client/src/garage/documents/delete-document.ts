import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../client';
import { refreshSessionAfterGarageChange } from '../query-keys';

/** DELETE /users/me/documents/:id: the document and its files. */
export const deleteDocument = (documentId: string) =>
  api.request(`/users/me/documents/${encodeURIComponent(documentId)}`, { method: 'DELETE', schema: z.object({}) });

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDocument, onSuccess: () => refreshSessionAfterGarageChange(queryClient) });
}
