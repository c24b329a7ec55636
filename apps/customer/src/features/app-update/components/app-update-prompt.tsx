import { Button, Group, Stack, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useClientProfile, useGlobalSettings } from '@servicebay/api-client';
import { DeferredModal } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '../app-version';
import { storeOfDevice, updateNeed } from '../update-need';

/** 'Later' on the store prompt holds for this visit only: the next visit asks again. */
let isStorePromptPutOff = false;

/**
 * The dashboard's app-update prompt (customer spec sections 2 and 8). Below the brand's
 * minAppVersion the app cannot be used until it is updated: a dialog with no way to close it,
 * whose button loads the newest version (the web app updates itself on reload). Below the
 * version in the device's store, an 'App Update' prompt names that store and links to the brand's
 * app there, or is put off until the next visit.
 */
export function AppUpdatePrompt() {
  const { t } = useTranslation();
  const settings = useGlobalSettings();
  const brand = useClientProfile();
  const [isPutOff, setPutOff] = useState(isStorePromptPutOff);
  // Only once the app runs: the server's rendering of the dashboard knows no device and no settings.
  const isMounted = useMounted();
  if (!isMounted || !settings.data) return null;

  const store = storeOfDevice(navigator);
  const need = updateNeed(settings.data, APP_VERSION, store);
  const storeLink = need.kind === 'store' ? (need.store === 'appStore' ? brand.appleAppStoreLink : brand.googlePlayStoreLink) : '';

  if (need.kind === 'required')
    return (
      <DeferredModal
        opened
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        title={t('offers.appUpdate.requiredTitle')}
      >
        <Stack gap="md">
          <Text>{t('offers.appUpdate.requiredBody', { brand: brand.ClientName })}</Text>
          <Button onClick={() => window.location.reload()}>{t('offers.appUpdate.update')}</Button>
        </Stack>
      </DeferredModal>
    );

  if (need.kind !== 'store' || !storeLink) return null;
  const storeName = t(`offers.appUpdate.${need.store}`);
  const putOff = () => {
    isStorePromptPutOff = true;
    setPutOff(true);
  };
  return (
    <DeferredModal opened={!isPutOff} onClose={putOff} centered title={t('offers.appUpdate.storeTitle')}>
      <Stack gap="md">
        <Text>{t('offers.appUpdate.storeBody', { brand: brand.ClientName, store: storeName })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={putOff}>
            {t('offers.appUpdate.later')}
          </Button>
          <Button component="a" href={storeLink} target="_blank" rel="noopener noreferrer" onClick={putOff}>
            {t('offers.appUpdate.openStore', { store: storeName })}
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}
