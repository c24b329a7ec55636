import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUserDocument, type TUserDocument } from '@servicebay/domain';
import { api } from '../../client';
import type { UploadProgress } from '../../http/send-with-upload-progress';
import { refreshSessionAfterGarageChange } from '../query-keys';

export type DocumentUpload = {
  vehicleId: string;
  documentType: string;
  documentId?: string;
  /** YYYY-MM-DD */
  expirationDate?: string;
  additionalFields: Record<string, string>;
  front: Blob | null;
  back: Blob | null;
  /** Told how much of the files has been sent (0 to 1). */
  onProgress?: UploadProgress;
};

/** The multipart form POST /users/me/documents reads. */
export function documentForm(upload: DocumentUpload): FormData {
  const form = new FormData();
  form.append('vehicleId', upload.vehicleId);
  form.append('documentType', upload.documentType);
  if (upload.documentId) form.append('documentId', upload.documentId);
  if (upload.expirationDate) form.append('expirationDate', upload.expirationDate);
  form.append('additionalFields', JSON.stringify(upload.additionalFields));
  if (upload.front) form.append('front', upload.front);
  if (upload.back) form.append('back', upload.back);
  return form;
}

/** POST /users/me/documents: the server checks the form against the template before storing anything. */
export const uploadDocument = (upload: DocumentUpload): Promise<TUserDocument> =>
  api.request('/users/me/documents', { method: 'POST', body: documentForm(upload), schema: ZUserDocument, onUploadProgress: upload.onProgress });

export function useUploadDocument() {
  const queryClient = useQueryClient();
  // Documents count towards profile completeness; the vault's lists are under the session key too.
  return useMutation({ mutationFn: uploadDocument, onSuccess: () => refreshSessionAfterGarageChange(queryClient) });
}
