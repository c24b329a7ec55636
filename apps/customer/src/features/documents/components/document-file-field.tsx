import { Button, Card, Center, Group, Image, Input, Stack, Text } from '@mantine/core';
import { ACCEPTED_UPLOADS } from '@servicebay/domain';
import { CameraIcon, DocumentIcon, FilePickButton, TrashIcon } from '@servicebay/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type DocumentFileFieldProps = {
  label: string;
  file: File | null;
  error?: string;
  isRequired: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
};

/** A preview of a picked image while it is on screen; the object URL is let go afterwards. */
function usePreviewUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) return;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [file]);
  return url;
}

/** One side of a document (front or back): the picked file's preview, or a way to take or choose one. */
export function DocumentFileField({ label, file, error, isRequired, onPick, onRemove, disabled }: DocumentFileFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const previewUrl = usePreviewUrl(file);
  return (
    <Stack gap={6} role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
      <Input.Label id={`${id}-label`} labelElement="div" required={isRequired}>
        {label}
      </Input.Label>
      <Card withBorder radius="md" padding="sm" style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <Group gap="sm" wrap="nowrap">
          <Center
            w={64}
            h={64}
            bg="var(--mantine-color-gray-0)"
            style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0, overflow: 'hidden' }}
            c="dimmed"
          >
            {previewUrl ? <Image src={previewUrl} alt="" w={64} h={64} fit="cover" /> : file ? <DocumentIcon size={28} /> : <CameraIcon size={28} />}
          </Center>
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" truncate c={file ? undefined : 'dimmed'}>
              {file ? file.name : t('garage.upload.noFile')}
            </Text>
            <Group gap="xs">
              <FilePickButton accept={ACCEPTED_UPLOADS.document} camera="environment" onPick={onPick} disabled={disabled} size="xs" variant="light">
                {file ? t('garage.upload.replace') : t('garage.upload.choose')}
              </FilePickButton>
              {file && (
                <Button size="xs" variant="subtle" color="red" onClick={onRemove} disabled={disabled} leftSection={<TrashIcon size={14} />}>
                  {t('garage.upload.remove')}
                </Button>
              )}
            </Group>
          </Stack>
        </Group>
      </Card>
      {error && <Input.Error id={`${id}-error`}>{error}</Input.Error>}
    </Stack>
  );
}
