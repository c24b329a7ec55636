import { Paper, Text } from '@mantine/core';
import { useDocumentTemplates } from '@servicebay/api-client';
import { ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../shared/bidi';
import { documentTitle } from '../template-text';
import { UploadDocumentForm } from './upload-document-form';

type UploadDocumentProps = {
  vehicleId: string;
  /** The vehicle's name, to say whose document this is. */
  vehicleName: string;
  documentType: string | null;
  /** Back to the vault, by the arrow or 1 s after saving. */
  onBack: () => void;
};

/** The upload screen: finds the brand's template of the asked kind and shows its form. */
export function UploadDocument({ vehicleId, vehicleName, documentType, onBack }: UploadDocumentProps) {
  const { t, i18n } = useTranslation();
  const templates = useDocumentTemplates();
  const template = templates.data?.find((candidate) => candidate.name === documentType);
  // Without a kind the brand offers, the screen's plain name ('Upload Upload' read oddly).
  const heading = template ? t('garage.upload.heading', { title: documentTitle(t, i18n.language, template) }) : t('garage.upload.screenTitle');

  return (
    <>
      <ScreenHeader
        title={heading}
        description={t('garage.upload.forVehicle', { name: isolate(vehicleName) })}
        backLabel={t('garage.upload.backToVault')}
        onBack={onBack}
      />
      {templates.isPending ? (
        <SectionLoader label={t('app.loading')} />
      ) : template ? (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={880}>
          <UploadDocumentForm key={`${vehicleId}-${template.name}`} template={template} vehicleId={vehicleId} onSaved={onBack} />
        </Paper>
      ) : (
        <Text c="red" role="alert">
          {templates.isError ? t('startup.body') : t('garage.upload.unknownType')}
        </Text>
      )}
    </>
  );
}
