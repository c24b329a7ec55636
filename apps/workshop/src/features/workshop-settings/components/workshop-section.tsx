import { SimpleGrid, TextInput } from '@mantine/core';
import type { CountryCode } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { WorkshopPlaceField } from '../../../shared/workshop-place-field';
import { fieldProps, type SettingsForm } from './settings-fields';
import { SettingsSection } from './settings-section';

type WorkshopSectionProps = { form: SettingsForm; countryCode: CountryCode; timeZone: string; isReadOnly: boolean };

/** The workshop: name, branch, phone, where it is (the sign-up's place search), its state code and time zone. */
export function WorkshopSection({ form, countryCode, timeZone, isReadOnly }: WorkshopSectionProps) {
  const { t } = useTranslation();
  const field = (name: Parameters<typeof fieldProps>[1]) => fieldProps(form, name, isReadOnly);
  return (
    <SettingsSection id="settings-workshop" title={t('workshop.settings.workshopSection')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('workshop.settings.fields.name')} withAsterisk autoComplete="organization" {...field('name')} />
        <TextInput label={t('workshop.settings.fields.branchName')} autoComplete="off" {...field('branchName')} />
        <TextInput label={t('workshop.settings.fields.phoneNumber')} withAsterisk type="tel" dir="ltr" autoComplete="tel" {...field('phoneNumber')} />
        <TextInput label={t('workshop.settings.fields.city')} withAsterisk autoComplete="address-level2" {...field('city')} />
      </SimpleGrid>
      <TextInput label={t('workshop.settings.fields.address')} withAsterisk autoComplete="street-address" {...field('address')} />
      {isReadOnly ? null : (
        <WorkshopPlaceField
          value={form.values.place}
          onChange={(place) => form.setFieldValue('place', place)}
          onCity={(city) => {
            if (form.values.city.trim() === '') form.setFieldValue('city', city);
          }}
          error={form.errors.place}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('workshop.settings.fields.stateCode')}
          description={countryCode === '+91' ? t('workshop.settings.fields.stateCodeHint') : undefined}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          {...field('stateCode')}
        />
        <TextInput label={t('workshop.settings.fields.timeZone')} value={timeZone} readOnly dir="ltr" />
      </SimpleGrid>
    </SettingsSection>
  );
}
