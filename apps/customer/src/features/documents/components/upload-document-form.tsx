import { Alert, Button, Progress, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatesProvider, DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import type { TDocumentTemplate } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { documentFormLayout } from '../document-form';
import { useUploadDocumentForm } from '../hooks/use-upload-document-form';
import { fieldLabel } from '../template-text';
import { DocumentFileField } from './document-file-field';

type UploadDocumentFormProps = {
  template: TDocumentTemplate;
  vehicleId: string;
  /** After the saved toast and the spec's 1 second: back to where the customer came from. */
  onSaved: () => void;
};

/** The form a document template describes: its fields, the expiry date, front and back images. */
export function UploadDocumentForm({ template, vehicleId, onSaved }: UploadDocumentFormProps) {
  const { t, i18n } = useTranslation();
  const form = useUploadDocumentForm(template, vehicleId, onSaved);
  const layout = documentFormLayout(template);
  // The pollution certificate has no validation (customer spec section 5): nothing is marked required.
  const isRequired = template.name !== 'PUCC';
  const { values, errorOf } = form;

  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 0 }}>
      <form onSubmit={form.submit} noValidate>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {layout.additionalFields.map((field) => (
              <TextInput
                key={field.fieldName}
                label={fieldLabel(t, i18n.language, field)}
                value={values.additionalFields[field.fieldName] ?? ''}
                onChange={(event) => form.setField(field.fieldName, event.currentTarget.value)}
                error={errorOf(field.fieldName)}
                withAsterisk={isRequired}
                maxLength={200}
              />
            ))}
            {layout.hasOwnIdField && (
              <TextInput
                label={template.idFieldDisplayName}
                value={values.documentId}
                onChange={(event) => form.setDocumentId(event.currentTarget.value)}
                maxLength={64}
              />
            )}
            {layout.hasExpiry && (
              <DatePickerInput
                hideOutsideDates
                label={t('garage.upload.expiryDate')}
                placeholder={t('garage.upload.expiryPlaceholder')}
                value={values.expirationDate || null}
                onChange={(date) => form.setExpirationDate(date ?? '')}
                valueFormat="DD MMM YYYY"
                error={errorOf('expirationDate')}
                withAsterisk={isRequired}
                clearable
                ariaLabels={t('garage.upload.calendar', { returnObjects: true })}
              />
            )}
          </SimpleGrid>

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {(['front', 'back'] as const).map((side) => (
              <DocumentFileField
                key={side}
                label={t(`garage.upload.${side}`)}
                file={values.files[side]}
                error={errorOf(side)}
                isRequired={isRequired}
                onPick={(file) => form.pickFile(side, file)}
                onRemove={() => form.removeFile(side)}
                disabled={form.isSaving}
              />
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt={-8}>
            {t('garage.upload.accepted')}
          </Text>

          {form.formError && (
            <Alert color="red" variant="light" role="alert">
              {form.formError}
            </Alert>
          )}
          {form.isUploading && (
            <Stack gap={4} role="status">
              <Text size="sm">{t('garage.upload.uploadingPercent', { percent: form.uploadedPercent })}</Text>
              <Progress value={form.uploadedPercent} animated aria-label={t('garage.upload.uploading')} />
            </Stack>
          )}
          <Button type="submit" size="md" loading={form.isSaving} style={{ alignSelf: 'flex-start' }} miw={180}>
            {t('garage.upload.save')}
          </Button>
        </Stack>
      </form>
    </DatesProvider>
  );
}
