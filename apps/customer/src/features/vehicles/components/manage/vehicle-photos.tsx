import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ApiError, usePutVehicleImage, useRemoveVehicleImage } from '@servicebay/api-client';
import { ACCEPTED_UPLOADS, MAX_UPLOAD_BYTES, type TVehicle } from '@servicebay/domain';
import { checkPickedFile } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, notifyApiError, notifySuccess } from '../../../../shared/notify';
import { PhotoSlot } from './photo-slot';

/** The three photo slots of a vehicle; a photo is stored as soon as it is picked. */
export function VehiclePhotos({ vehicle }: { vehicle: TVehicle }) {
  const { t } = useTranslation();
  const putImage = usePutVehicleImage();
  const removeImage = useRemoveVehicleImage();
  const [busySlot, setBusySlot] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});

  const showError = (slot: number, text: string | null) => setErrors(({ [slot]: _old, ...rest }) => (text ? { ...rest, [slot]: text } : rest));

  /** A refused file is told at its slot; anything else (the network, the session) is a toast. */
  function failed(slot: number, error: unknown) {
    setBusySlot(null);
    if (error instanceof ApiError && (error.status === 400 || error.status === 413)) showError(slot, apiErrorText(error));
    else notifyApiError(error);
  }

  async function pick(slot: number, file: File) {
    const check = await checkPickedFile(file, ACCEPTED_UPLOADS.vehicleImage, MAX_UPLOAD_BYTES);
    if (!check.ok) {
      showError(slot, check.problem === 'tooLarge' ? t('errors.upload/too-large') : t('garage.vehicleMessages.imageFormat'));
      return;
    }
    showError(slot, null);
    setBusySlot(slot);
    putImage.mutate(
      { vehicleId: vehicle.did, slot, file },
      {
        onSuccess: () => {
          setBusySlot(null);
          notifySuccess(t('garage.manage.photoSaved'));
        },
        onError: (error) => failed(slot, error),
      },
    );
  }

  function remove(slot: number) {
    showError(slot, null);
    setBusySlot(slot);
    removeImage.mutate(
      { vehicleId: vehicle.did, slot },
      {
        onSuccess: () => {
          setBusySlot(null);
          notifySuccess(t('garage.manage.photoRemoved'));
        },
        onError: (error) => failed(slot, error),
      },
    );
  }

  return (
    <Paper component="section" aria-labelledby="vehicle-photos-title" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id="vehicle-photos-title">
            {t('garage.manage.photos')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('garage.manage.photosHint')}
          </Text>
        </Stack>
        <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }} maw={560}>
          {vehicle.imagePaths.map((url, slot) => (
            <PhotoSlot
              key={slot}
              number={slot + 1}
              url={url}
              isBusy={busySlot === slot}
              error={errors[slot] ?? null}
              onPick={(file) => void pick(slot, file)}
              onRemove={() => remove(slot)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
