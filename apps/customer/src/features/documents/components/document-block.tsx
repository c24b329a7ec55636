import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TDocumentTemplate, TUserDocument } from '@servicebay/domain';
import { PlusIcon } from '@servicebay/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { documentTitle } from '../template-text';
import { SavedDocument } from './saved-document';

type DocumentBlockProps = {
  template: TDocumentTemplate;
  documents: TUserDocument[];
  uploadPath: string;
  onDelete: (document: TUserDocument, title: string) => void;
};

/** One kind of document (a template): what is saved of it, and its Upload button. */
export function DocumentBlock({ template, documents, uploadPath, onDelete }: DocumentBlockProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const title = documentTitle(t, i18n.language, template);
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="lg" padding="md">
      <Group justify="space-between" wrap="nowrap" mb={documents.length ? 'sm' : 0}>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {documents.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('garage.vault.none')}
            </Text>
          )}
        </Stack>
        <Button
          component={Link}
          to={uploadPath}
          variant="light"
          size="sm"
          leftSection={<PlusIcon size={16} />}
          aria-label={t('garage.vault.uploadKind', { title })}
          style={{ flexShrink: 0 }}
        >
          {t('garage.vault.upload')}
        </Button>
      </Group>
      {documents.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {documents.map((document) => (
            <SavedDocument key={document.did} document={document} template={template} title={title} onDelete={(doc) => onDelete(doc, title)} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
