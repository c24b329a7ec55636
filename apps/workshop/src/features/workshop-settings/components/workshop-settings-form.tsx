import { Grid, Stack } from '@mantine/core';
import { useChangeWorkshopSettings } from '@servicebay/api-client';
import type { CountryCode, TWorkshopSettings } from '@servicebay/domain';
import { useDomainForm } from '@servicebay/ui';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/notify';
import { showRefusal } from '../../../shared/refusal-at-field';
import { settingsFieldOf, settingsRules, settingsValuesOf } from '../settings-form';
import { CalendarSection } from './calendar-section';
import { InvoiceSection } from './invoice-section';
import { PickupSection } from './pickup-section';
import { SaveBar } from './save-bar';
import { BankSection, TaxSection } from './tax-bank-sections';
import { useSettingsIssueText } from './use-settings-issue-text';
import { WorkshopSection } from './workshop-section';

type SettingsFormProps = { settings: TWorkshopSettings; countryCode: CountryCode; isReadOnly: boolean; logo: ReactNode };

/** The settings' sections as one form, saved at once; each rule's message at its field before sending, the server's after. */
export function WorkshopSettingsForm({ settings, countryCode, isReadOnly, logo }: SettingsFormProps) {
  const { t } = useTranslation();
  const change = useChangeWorkshopSettings();
  // What was read (or last saved): what is sent is what changed since.
  const saved = useMemo(() => settingsValuesOf(settings), [settings]);
  const form = useDomainForm({ initialValues: saved, issueText: useSettingsIssueText(), ...settingsRules(countryCode, saved) });

  const submit = form.submit((body) =>
    change.mutate(
      { workshopId: settings.workshopId, change: body },
      {
        onSuccess: (answer) => {
          form.setValues(settingsValuesOf(answer));
          form.resetDirty(settingsValuesOf(answer));
          notifySuccess(t('workshop.settings.saved'));
        },
        onError: (error) => {
          showRefusal(form, error, settingsFieldOf);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('workshop.settings.heading')}>
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack gap="lg">
              <WorkshopSection form={form} countryCode={countryCode} timeZone={settings.timeZone} isReadOnly={isReadOnly} />
              <TaxSection form={form} countryCode={countryCode} isReadOnly={isReadOnly} />
              <BankSection form={form} countryCode={countryCode} isReadOnly={isReadOnly} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack gap="lg">
              {logo}
              <InvoiceSection form={form} isReadOnly={isReadOnly} />
              <CalendarSection form={form} isReadOnly={isReadOnly} />
              <PickupSection form={form} isReadOnly={isReadOnly} />
            </Stack>
          </Grid.Col>
        </Grid>
        {isReadOnly ? null : <SaveBar isDirty={form.isDirty()} isSaving={change.isPending} />}
      </Stack>
    </form>
  );
}
