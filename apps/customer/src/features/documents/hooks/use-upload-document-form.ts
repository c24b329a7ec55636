import { ApiError, fieldIssueOf, useUploadDocument } from '@servicebay/api-client';
import { ACCEPTED_UPLOADS, DOCUMENT_RULES, MAX_UPLOAD_BYTES, percentOf, ZDocumentFieldsInput, type TDocumentTemplate } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { checkPickedFile, useDomainForm } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, notifyApiError, notifySuccess, notifyWarning } from '../../../shared/notify';
import {
  additionalFieldValues,
  documentFormField,
  documentFormIssues,
  documentIdOf,
  emptyDocumentText,
  type DocumentFiles,
  type DocumentSide,
} from '../document-form';
import { documentTitle, fieldLabel } from '../template-text';

/** Customer spec section 8: '{title} saved successfully', then back after 1 second. */
export const DOCUMENT_SAVED_BACK_MS = 1000;

/** The upload form of one template for one vehicle: values, per-field errors, the upload. */
export function useUploadDocumentForm(template: TDocumentTemplate, vehicleId: string, onSaved: () => void) {
  const { t, i18n } = useTranslation();
  const upload = useUploadDocument();
  // The files stay beside the form's values: Mantine copies its values deeply, and a File does not survive that.
  const [files, setFiles] = useState<DocumentFiles>({ front: null, back: null });
  const [formError, setFormError] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  /** Share of the files sent, 0 to 1, while uploading. */
  const [sentShare, setSentShare] = useState(0);
  const title = documentTitle(t, i18n.language, template);
  const labelOf = (fieldName: string) => {
    const field = template.additionalFieldsToCapture.find((own) => own.fieldName === fieldName);
    return field ? fieldLabel(t, i18n.language, field) : fieldName;
  };
  const form = useDomainForm({
    initialValues: emptyDocumentText(),
    issueText: useIssueText(),
    schema: ZDocumentFieldsInput,
    toInput: (values) => ({
      documentType: template.name,
      documentId: documentIdOf(template, values),
      expirationDate: values.expirationDate,
      additionalFields: additionalFieldValues(template, values),
    }),
    fieldOf: (path) => documentFormField(template, String(path[0] === 'additionalFields' ? path[1] : path[0])),
    moreIssues: (values) => documentFormIssues(template, { ...values, files }, labelOf),
  });

  async function pickFile(side: DocumentSide, file: File) {
    const check = await checkPickedFile(file, ACCEPTED_UPLOADS.document, MAX_UPLOAD_BYTES);
    if (!check.ok) return form.showIssue(side, { message: DOCUMENT_RULES[check.problem] });
    setFiles((current) => ({ ...current, [side]: file }));
    form.clearFieldError(side);
    setFormError(null);
  }

  function handleError(error: unknown) {
    if (!(error instanceof ApiError)) return notifyApiError(error); // offline: the usual red toast
    if (error.code === 'upload/unsupported-type' && (error.field === 'front' || error.field === 'back')) {
      return form.showIssue(error.field, { message: DOCUMENT_RULES.unsupportedType });
    }
    if (error.code === 'upload/too-large') return setFormError(t('garage.documentMessages.tooLarge'));
    const atField = fieldIssueOf(error, (field) => documentFormField(template, field));
    if (atField) return form.showIssue(atField.field, atField.issue);
    // A failed document save is a warning toast (customer spec section 8).
    notifyWarning(apiErrorText(error));
  }

  const submit = form.submit((_checked, values) => {
    setSentShare(0);
    upload.mutate(
      {
        vehicleId,
        documentType: template.name,
        documentId: documentIdOf(template, values) || undefined,
        expirationDate: values.expirationDate || undefined,
        additionalFields: additionalFieldValues(template, values),
        front: files.front,
        back: files.back,
        onProgress: setSentShare,
      },
      {
        onSuccess: () => {
          notifySuccess(t('garage.documentMessages.saved', { title }));
          setIsLeaving(true);
          window.setTimeout(onSaved, DOCUMENT_SAVED_BACK_MS);
        },
        onError: handleError,
      },
    );
  });

  return {
    title,
    values: { ...form.values, files },
    /** A template field's error under its own name, like the other inputs'. */
    errorOf: (field: string) => form.errors[documentFormField(template, field) ?? field],
    formError,
    setField: (field: string, value: string) => {
      form.setFieldValue(`additionalFields.${field}`, value);
      setFormError(null);
    },
    setDocumentId: (documentId: string) => form.setFieldValue('documentId', documentId),
    setExpirationDate: (expirationDate: string) => {
      form.setFieldValue('expirationDate', expirationDate);
      setFormError(null);
    },
    pickFile: (side: DocumentSide, file: File) => void pickFile(side, file),
    removeFile: (side: DocumentSide) => setFiles((current) => ({ ...current, [side]: null })),
    submit,
    isUploading: upload.isPending,
    uploadedPercent: Math.round(percentOf(sentShare, 1)),
    isSaving: upload.isPending || isLeaving,
  };
}
