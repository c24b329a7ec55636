import { Button, Center, Group, Image, Stack, Text } from '@mantine/core';
import { ApiError, useAddWorkshopLogo, useRemoveWorkshopLogo } from '@servicebay/api-client';
import { ACCEPTED_UPLOADS, MAX_UPLOAD_BYTES, type ErrorCode, type TWorkshopSettings } from '@servicebay/domain';
import { CameraIcon, checkPickedFile, FilePickButton, TrashIcon } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify';
import { SettingsSection } from './settings-section';

/**
 * The logo printed on invoices. 'An existing logo must be removed before another is added'
 * (workshop spec section 5): with a logo there, Remove is offered and Add is not; should the
 * server still refuse (another desk added one), its message is shown here.
 */
export function LogoSection({ settings, canChange }: { settings: TWorkshopSettings; canChange: boolean }) {
  const { t } = useTranslation();
  const add = useAddWorkshopLogo();
  const remove = useRemoveWorkshopLogo();
  // The refusal's code, its text in the language shown now.
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);
  const workshopId = settings.workshopId;

  async function send(file: File) {
    setRefusal(null);
    const check = await checkPickedFile(file, ACCEPTED_UPLOADS.vehicleImage, MAX_UPLOAD_BYTES);
    if (!check.ok) return setRefusal(check.problem === 'tooLarge' ? 'upload/too-large' : 'upload/unsupported-type');
    add.mutate(
      { workshopId, file },
      {
        onSuccess: () => notifySuccess(t('workshop.settings.logo.added')),
        onError: (error) => (error instanceof ApiError && error.field === 'file' ? setRefusal(error.code) : notifyApiError(error)),
      },
    );
  }

  return (
    <SettingsSection id="settings-logo" title={t('workshop.settings.logoSection')} hint={canChange ? t('workshop.settings.logo.hint') : undefined}>
      <Group gap="lg" align="center" wrap="wrap">
        <Center className="workshop-settings__logo">
          {settings.logoUrl ? (
            <Image src={settings.logoUrl} alt={t('workshop.settings.logo.alt', { workshop: settings.name })} fit="contain" mah={150} maw={150} />
          ) : (
            <Text size="sm" c="dimmed" ta="center">
              {t('workshop.settings.logo.none')}
            </Text>
          )}
        </Center>
        {canChange ? (
          <Stack gap="xs">
            {settings.logoUrl ? (
              <Button
                variant="outline"
                color="red.9"
                leftSection={<TrashIcon size={16} />}
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { workshopId },
                    {
                      onSuccess: () => {
                        setRefusal(null);
                        notifySuccess(t('workshop.settings.logo.removed'));
                      },
                      onError: (error) => notifyApiError(error),
                    },
                  )
                }
              >
                {t('workshop.settings.logo.remove')}
              </Button>
            ) : (
              <FilePickButton
                accept={ACCEPTED_UPLOADS.vehicleImage}
                onPick={(file) => void send(file)}
                variant="light"
                leftSection={<CameraIcon size={16} />}
                loading={add.isPending}
              >
                {t('workshop.settings.logo.add')}
              </FilePickButton>
            )}
          </Stack>
        ) : null}
      </Group>
      {refusal ? (
        <Text size="sm" c="red.8" role="alert">
          {t(`errors.${refusal}`)}
        </Text>
      ) : null}
    </SettingsSection>
  );
}
