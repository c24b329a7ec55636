import { ApiError, useUploadDocument } from '@servicebay/api-client';
import { ACCEPTED_UPLOADS, DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES, type TDocumentTemplate } from '@servicebay/domain';
import { checkPickedFile, keyOfMessage } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, notifyApiError, notifySuccess, notifyWarning } from '../../../shared/notify';
import { additionalFieldValues, documentFormProblems, documentIdOf, emptyDocumentForm, type DocumentFormValues, type DocumentSide } from '../document-form';
import { documentTitle, fieldLabel } from '../template-text';

/** Customer spec section 8: '{title} saved successfully', then back after 1 second. */
export const DOCUMENT_SAVED_BACK_MS = 1000;

/** The upload form of one template for one vehicle: values, per-field errors, the upload. */
export function useUploadDocumentForm(template: TDocumentTemplate, vehicleId: string, onSaved: () => void) {
  const { t, i18n } = useTranslation();
  const upload = useUploadDocument();
  const [values, setValues] = useState<DocumentFormValues>(emptyDocumentForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  /** Share of the files sent, 0 to 1, while uploading. */
  const [sentShare, setSentShare] = useState(0);
  const title = documentTitle(t, i18n.language, template);

  const clear = (field: string) => {
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setFormError(null);
  };

  /** The domain's English message of a field, in the customer's language. */
  function translate(field: string, message: string): string {
    const templateField = template.additionalFieldsToCapture.find((f) => f.fieldName === field);
    if (templateField) return t('garage.documentMessages.fieldMandatory', { field: fieldLabel(t, i18n.language, templateField) });
    const key = keyOfMessage(DOCUMENT_MESSAGES, message);
    return key && key !== 'fieldMandatory' && key !== 'saved' ? t(`garage.documentMessages.${key}`) : message;
  }

  async function pickFile(side: DocumentSide, file: File) {
    const check = await checkPickedFile(file, ACCEPTED_UPLOADS.document, MAX_UPLOAD_BYTES);
    if (!check.ok) {
      setErrors((current) => ({ ...current, [side]: t(`garage.documentMessages.${check.problem}`) }));
      return;
    }
    setValues((current) => ({ ...current, files: { ...current.files, [side]: file } }));
    clear(side);
  }

  function submit() {
    const problems = documentFormProblems(template, values);
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, translate(field, message)])));
    if (Object.keys(problems).length > 0) return;
    setSentShare(0);
    upload.mutate(
      {
        vehicleId,
        documentType: template.name,
        documentId: documentIdOf(template, values) || undefined,
        expirationDate: values.expirationDate || undefined,
        additionalFields: additionalFieldValues(template, values),
        front: values.files.front,
        back: values.files.back,
        onProgress: setSentShare,
      },
      {
        onSuccess: () => {
          notifySuccess(t('garage.documentMessages.saved', { title }));
          setIsLeaving(true);
          window.setTimeout(onSaved, DOCUMENT_SAVED_BACK_MS);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return notifyApiError(error); // offline: the usual red toast
          const field = error.field;
          if (error.code === 'upload/unsupported-type' && (field === 'front' || field === 'back')) {
            setErrors((current) => ({ ...current, [field]: t('garage.documentMessages.unsupportedType') }));
          } else if (error.code === 'upload/too-large') {
            setFormError(t('garage.documentMessages.tooLarge'));
          } else if (error.status === 400 && field && error.code === 'request/invalid') {
            setErrors((current) => ({ ...current, [field]: translate(field, error.message) }));
          } else {
            // A failed document save is a warning toast (customer spec section 8).
            notifyWarning(apiErrorText(error));
          }
        },
      },
    );
  }

  return {
    title,
    values,
    errors,
    formError,
    setField: (field: string, value: string) => {
      setValues((current) => ({ ...current, additionalFields: { ...current.additionalFields, [field]: value } }));
      clear(field);
    },
    setDocumentId: (documentId: string) => setValues((current) => ({ ...current, documentId })),
    setExpirationDate: (expirationDate: string) => {
      setValues((current) => ({ ...current, expirationDate }));
      clear('expirationDate');
    },
    pickFile: (side: DocumentSide, file: File) => void pickFile(side, file),
    removeFile: (side: DocumentSide) => setValues((current) => ({ ...current, files: { ...current.files, [side]: null } })),
    submit,
    isUploading: upload.isPending,
    uploadedPercent: Math.round(sentShare * 100),
    isSaving: upload.isPending || isLeaving,
  };
}
