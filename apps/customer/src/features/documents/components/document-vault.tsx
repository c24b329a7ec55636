import { SimpleGrid, Text } from '@mantine/core';
import { useDeleteDocument, useDocuments, useDocumentTemplates } from '@servicebay/api-client';
import type { TUserDocument } from '@servicebay/domain';
import { ConfirmDialog, SectionLoader } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify';
import { uploadDocumentPath } from '../upload-path';
import { DocumentBlock } from './document-block';

/** The vault of one vehicle: a block per document template of the brand, newest documents first. */
export function DocumentVault({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const templates = useDocumentTemplates();
  const documents = useDocuments(vehicleId);
  const deleteDocument = useDeleteDocument();
  const [asking, setAsking] = useState<{ document: TUserDocument; title: string } | null>(null);

  if (templates.isPending || documents.isPending) {
    return <SectionLoader label={t('app.loading')} />;
  }
  if (templates.isError || documents.isError) {
    return (
      <Text c="red" role="alert">
        {t('startup.body')}
      </Text>
    );
  }

  const newestFirst = [...documents.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  function confirmDelete() {
    if (!asking) return;
    deleteDocument.mutate(asking.document.did, {
      onSuccess: () => notifySuccess(t('garage.vault.deleted')),
      onError: (error) => notifyApiError(error),
      onSettled: () => setAsking(null),
    });
  }

  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
        {templates.data.map((template) => (
          <DocumentBlock
            key={template.name}
            template={template}
            documents={newestFirst.filter((document) => document.documentType === template.name)}
            uploadPath={uploadDocumentPath(vehicleId, template.name)}
            onDelete={(document, title) => setAsking({ document, title })}
          />
        ))}
      </SimpleGrid>
      <ConfirmDialog
        opened={asking !== null}
        title={t('garage.vault.deleteTitle')}
        message={asking ? t('garage.vault.deleteConfirm', { title: asking.title }) : ''}
        confirmLabel={t('garage.vault.delete')}
        cancelLabel={t('garage.vault.cancel')}
        onConfirm={confirmDelete}
        onCancel={() => setAsking(null)}
        isPending={deleteDocument.isPending}
        isDestructive
      />
    </>
  );
}
