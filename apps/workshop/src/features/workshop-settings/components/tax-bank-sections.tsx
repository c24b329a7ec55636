import { SimpleGrid, TextInput } from '@mantine/core';
import { hasIban, IBAN_FORMATS, IFSC_EXAMPLE, TAX_COUNTRY_OF, TAX_REGISTRATION_EXAMPLES, type CountryCode } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { fieldProps, type SettingsForm } from './settings-fields';
import { SettingsSection } from './settings-section';

type SectionProps = { form: SettingsForm; countryCode: CountryCode; isReadOnly: boolean };

/** The workshop's tax registration, named and checked as the brand's country has it (India's GSTIN, the Gulf's VAT numbers). */
export function TaxSection({ form, countryCode, isReadOnly }: SectionProps) {
  const { t } = useTranslation();
  const country = TAX_COUNTRY_OF[countryCode];
  return (
    <SettingsSection id="settings-tax" title={t('workshop.settings.taxSection')}>
      <TextInput
        label={t(`workshop.settings.fields.taxRegistration.${country}`)}
        description={t('workshop.settings.fields.taxHint', { example: TAX_REGISTRATION_EXAMPLES[country] })}
        dir="ltr"
        autoComplete="off"
        {...fieldProps(form, 'taxRegistration', isReadOnly)}
      />
    </SettingsSection>
  );
}

/** Bank details as the market pays: India by account number and IFSC, the Gulf by IBAN alone. */
export function BankSection({ form, countryCode, isReadOnly }: SectionProps) {
  const { t } = useTranslation();
  const isIban = hasIban(countryCode);
  const field = (name: Parameters<typeof fieldProps>[1]) => fieldProps(form, name, isReadOnly);
  return (
    <SettingsSection id="settings-bank" title={t('workshop.settings.bankSection')} hint={t('workshop.settings.bankHint')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('workshop.settings.fields.bankName')} autoComplete="off" {...field('bankName')} />
        <TextInput
          label={t(isIban ? 'workshop.settings.fields.iban' : 'workshop.settings.fields.accountNumber')}
          description={isIban ? t('workshop.settings.fields.taxHint', { example: IBAN_FORMATS[countryCode].example }) : undefined}
          dir="ltr"
          autoComplete="off"
          {...field('accountNumber')}
        />
        {isIban ? null : (
          <TextInput
            label={t('workshop.settings.fields.ifsc')}
            description={t('workshop.settings.fields.taxHint', { example: IFSC_EXAMPLE })}
            dir="ltr"
            autoComplete="off"
            {...field('ifsc')}
          />
        )}
        <TextInput label={t('workshop.settings.fields.branchCode')} dir="ltr" autoComplete="off" {...field('branchCode')} />
      </SimpleGrid>
    </SettingsSection>
  );
}
