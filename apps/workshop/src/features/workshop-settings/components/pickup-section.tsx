import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldProps, type SettingsForm } from './settings-fields';
import { SettingsSection } from './settings-section';

/** How far the workshop's drivers go for a pickup and drop (issue 26 item 15; 0 stops pickups), and how far from it a clock-in is flagged (issue 29). */
export function PickupSection({ form, isReadOnly }: { form: SettingsForm; isReadOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <SettingsSection id="settings-pickup" title={t('workshop.settings.pickupSection')} hint={t('workshop.settings.pickupHint')}>
      <TextInput
        label={t('workshop.settings.fields.pickupRadiusKm')}
        withAsterisk
        inputMode="numeric"
        dir="ltr"
        maw={{ base: '100%', xs: 240 }}
        {...fieldProps(form, 'pickupRadiusKm', isReadOnly)}
      />
      <TextInput
        label={t('workshop.settings.fields.geofenceRadiusMetres')}
        description={t('workshop.settings.geofenceHint')}
        withAsterisk
        inputMode="numeric"
        dir="ltr"
        maw={{ base: '100%', xs: 320 }}
        {...fieldProps(form, 'geofenceRadiusMetres', isReadOnly)}
      />
    </SettingsSection>
  );
}
