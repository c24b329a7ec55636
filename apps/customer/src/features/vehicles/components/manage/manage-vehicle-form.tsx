import { Button, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useClientProfile } from '@servicebay/api-client';
import type { TVehicle } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { RegistrationField } from '../add-vehicle/registration-field';
import { useManageVehicleForm } from './use-manage-vehicle-form';

/** Nickname, registration, VIN and odometer of one vehicle. */
export function ManageVehicleForm({ vehicle }: { vehicle: TVehicle }) {
  const { t } = useTranslation();
  const clientProfile = useClientProfile();
  const form = useManageVehicleForm(vehicle);
  const { values, errors } = form;

  return (
    <Paper component="section" aria-labelledby="vehicle-details-title" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={form.submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="vehicle-details-title">
            {t('garage.manage.details')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('garage.manage.nickname')}
              value={values.nickName}
              onChange={(event) => form.change('nickName', event.currentTarget.value)}
              error={errors.nickName}
              maxLength={30}
            />
            <RegistrationField
              value={values.registrationNumber}
              onChange={(value) => form.change('registrationNumber', value)}
              placeholder={clientProfile.waterMarkForRegistrationField}
              allowsTempNumber={form.allowsTempNumber}
              isTempNumber={values.isTempNumber}
              onTempNumberChange={form.setIsTempNumber}
              error={errors.registrationNumber}
            />
            <TextInput
              label={t('garage.manage.vin')}
              description={t('garage.manage.vinHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              value={values.vinNumber}
              onChange={(event) => form.change('vinNumber', event.currentTarget.value)}
              error={errors.vinNumber}
              maxLength={21}
              // A VIN is Latin letters and digits: it reads left to right in an Arabic form too.
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
            />
            <TextInput
              label={t('garage.manage.odometer')}
              value={values.odometer}
              onChange={(event) => form.change('odometer', event.currentTarget.value)}
              error={errors.odometer}
              inputMode="numeric"
              autoComplete="off"
            />
          </SimpleGrid>
          <Button type="submit" loading={form.isSaving} style={{ alignSelf: 'flex-start' }}>
            {t('garage.manage.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
