import { ActionIcon, AspectRatio, Box, Card, Center, Image, Input, Loader, Stack, Text } from '@mantine/core';
import { ACCEPTED_UPLOADS } from '@servicebay/domain';
import { CameraIcon, FilePickButton, TrashIcon } from '@servicebay/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type PhotoSlotProps = {
  number: number;
  url: string | null;
  isBusy: boolean;
  error: string | null;
  onPick: (file: File) => void;
  onRemove: () => void;
};

/** One of the vehicle's three photo slots: the photo, or a way to take or choose one. Three fit a phone's width. */
export function PhotoSlot({ number, url, isBusy, error, onPick, onRemove }: PhotoSlotProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const label = t('garage.manage.photoSlot', { number });
  return (
    <Card withBorder radius="md" padding={6} role="group" aria-label={label} aria-describedby={error ? errorId : undefined}>
      <Box pos="relative">
        <AspectRatio ratio={1}>
          {isBusy ? (
            <Center bg="var(--mantine-color-gray-0)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
              <Loader size="sm" />
            </Center>
          ) : url ? (
            <Image src={url} alt={label} fit="cover" radius="sm" />
          ) : (
            <Center bg="var(--mantine-color-gray-0)" c="dimmed" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
              <Stack gap={2} align="center">
                <CameraIcon size={24} />
                <Text size="xs">{t('garage.manage.emptySlot')}</Text>
              </Stack>
            </Center>
          )}
        </AspectRatio>
        {url && !isBusy && (
          <ActionIcon
            variant="white"
            color="red"
            radius="xl"
            size="md"
            onClick={onRemove}
            aria-label={t('garage.manage.removePhoto')}
            pos="absolute"
            top={6}
            style={{ insetInlineEnd: 6, boxShadow: 'var(--mantine-shadow-xs)' }}
          >
            <TrashIcon size={16} />
          </ActionIcon>
        )}
      </Box>
      <FilePickButton
        accept={ACCEPTED_UPLOADS.vehicleImage}
        camera="environment"
        onPick={onPick}
        disabled={isBusy}
        size="compact-xs"
        variant="light"
        fullWidth
        mt={6}
      >
        {url ? t('garage.manage.replacePhoto') : t('garage.manage.addPhoto')}
      </FilePickButton>
      {error && (
        <Input.Error id={errorId} mt={4}>
          {error}
        </Input.Error>
      )}
    </Card>
  );
}
