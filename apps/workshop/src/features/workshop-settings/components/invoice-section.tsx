import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { INVOICE_NUMBER_MODES } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import type { SettingsValues } from '../settings-form';
import { fieldProps, type SettingsForm } from './settings-fields';
import { SettingsSection } from './settings-section';

/** How invoices are numbered (workshop spec section 3): automatically in the prefix's series, or typed on each. */
export function InvoiceSection({ form, isReadOnly }: { form: SettingsForm; isReadOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <SettingsSection id="settings-invoices" title={t('workshop.settings.invoiceSection')}>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="invoice-mode-label">
          {t('workshop.settings.fields.invoiceNumberMode')}
        </Text>
        <SegmentedControl
          aria-labelledby="invoice-mode-label"
          data={INVOICE_NUMBER_MODES.map((mode) => ({ value: mode, label: t(`workshop.settings.modes.${mode}`) }))}
          value={form.values.invoiceNumberMode}
          onChange={(mode) => form.setFieldValue('invoiceNumberMode', mode as SettingsValues['invoiceNumberMode'])}
          disabled={isReadOnly}
          fullWidth
        />
      </Stack>
      <TextInput
        label={t('workshop.settings.fields.invoicePrefix')}
        description={t('workshop.settings.fields.invoicePrefixHint')}
        withAsterisk={form.values.invoiceNumberMode === 'auto'}
        dir="ltr"
        autoComplete="off"
        {...fieldProps(form, 'invoicePrefix', isReadOnly)}
      />
    </SettingsSection>
  );
}
