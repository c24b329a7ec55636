import { Paper, Stack, Switch, Title } from '@mantine/core';
import { useMe, useUpdateSettings, type TSettingsPatch } from '@servicebay/api-client';
import { useTranslation } from 'react-i18next';
import { notifyApiError } from '../../../shared/notify';

type SwitchSetting = 'notificationsEnabled' | 'remindersEnabled';

/** Booking notifications and service reminders, saved as soon as they are switched. */
export function NotificationSwitches() {
  const { t } = useTranslation();
  const settings = useMe()?.settings;
  const update = useUpdateSettings();
  if (!settings) return null;

  // While a change is on its way the switch already shows it.
  const pending: TSettingsPatch = update.isPending ? (update.variables ?? {}) : {};
  const isOn = (setting: SwitchSetting) => pending[setting] ?? settings[setting];
  const toggle = (setting: SwitchSetting, checked: boolean) => update.mutate({ [setting]: checked }, { onError: (error) => notifyApiError(error) });

  return (
    <Paper p="lg" radius="lg" withBorder component="section" aria-labelledby="notifications-heading">
      <Title order={2} size="h5" id="notifications-heading" mb="md">
        {t('settings.notificationsSection')}
      </Title>
      <Stack gap="lg">
        <Switch
          label={t('settings.notifications')}
          description={t('settings.notificationsHint')}
          checked={isOn('notificationsEnabled')}
          onChange={(event) => toggle('notificationsEnabled', event.currentTarget.checked)}
          size="md"
        />
        <Switch
          label={t('settings.reminders')}
          description={t('settings.remindersHint')}
          checked={isOn('remindersEnabled')}
          onChange={(event) => toggle('remindersEnabled', event.currentTarget.checked)}
          size="md"
        />
      </Stack>
    </Paper>
  );
}
