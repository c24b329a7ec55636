import { ActionIcon, Anchor, Badge, Card, Center, Group, Image, Stack, Text } from '@mantine/core';
import type { TDocumentTemplate, TUserDocument } from '@servicebay/domain';
import { DocumentIcon, TrashIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { formatDocumentDate, hasExpired } from '../document-date';
import { fieldLabel } from '../template-text';

type SavedDocumentProps = {
  document: TUserDocument;
  template: TDocumentTemplate;
  title: string;
  onDelete: (document: TUserDocument) => void;
};

/** A saved document: its two sides (a picture, or a PDF mark) opening the file, its fields and expiry. */
export function SavedDocument({ document, template, title, onDelete }: SavedDocumentProps) {
  const { t, i18n } = useTranslation();
  const fields = template.additionalFieldsToCapture.filter((field) => document.additionalFields[field.fieldName]);
  const isExpired = document.expirationDate !== null && hasExpired(document.expirationDate);

  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Group gap={6} wrap="nowrap">
          {document.images.map((image) => {
            const side = t(`garage.vault.${image.side}`);
            return (
              <Anchor key={image.side} href={image.url} target="_blank" rel="noopener noreferrer" aria-label={t('garage.vault.open', { side, title })}>
                <Center
                  w={56}
                  h={56}
                  bg="var(--mantine-color-gray-0)"
                  c="dimmed"
                  style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)' }}
                >
                  {image.contentType.startsWith('image/') ? (
                    <Image src={image.url} alt="" w={56} h={56} fit="cover" />
                  ) : (
                    <Stack gap={0} align="center">
                      <DocumentIcon size={22} />
                      <Text size="10px" fw={700}>
                        {t('garage.vault.pdf')}
                      </Text>
                    </Stack>
                  )}
                </Center>
              </Anchor>
            );
          })}
        </Group>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          {fields.map((field) => (
            <Text key={field.fieldName} size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span c="dimmed">
                {fieldLabel(t, i18n.language, field)}:{' '}
              </Text>
              {document.additionalFields[field.fieldName]}
            </Text>
          ))}
          {document.documentId && fields.length === 0 && <Text size="sm">{document.documentId}</Text>}
          <Group gap={6}>
            {document.expirationDate ? (
              <Text size="sm" c={isExpired ? 'red' : undefined} fw={500}>
                {t('garage.vault.expires', { date: formatDocumentDate(document.expirationDate, i18n.language) })}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('garage.vault.savedOn', { date: formatDocumentDate(document.createdAt, i18n.language) })}
              </Text>
            )}
            {isExpired && (
              <Badge size="xs" color="red" variant="light">
                {t('garage.vault.expired')}
              </Badge>
            )}
          </Group>
        </Stack>
        <ActionIcon variant="subtle" color="red" onClick={() => onDelete(document)} aria-label={t('garage.vault.deleteLabel', { title })}>
          <TrashIcon size={18} />
        </ActionIcon>
      </Group>
    </Card>
  );
}
