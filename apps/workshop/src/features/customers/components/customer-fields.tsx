import { Fieldset, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { CountryCode, TWorkshopCustomerBody } from '@servicebay/domain';
import { MobileNumberInput, type DomainForm } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { ADDRESS_FIELDS, hasGstStateCode, type CustomerValues } from '../customer-form';

type CustomerFieldsProps = {
  form: DomainForm<CustomerValues, TWorkshopCustomerBody>;
  brand: { countryCode: CountryCode; digitCount: number; currency: string };
  /** The mobile number is the person's key (the customer app's sign-in): set once, never changed here. */
  isMobileLocked?: boolean;
  isReadOnly?: boolean;
  /** Only what a desk asks someone at the door first: the name and the mobile number. */
  isFirstStep?: boolean;
};

/** Every field of a workshop's customer (workshop spec section 3), in the groups a desk asks them in. */
export function CustomerFields({ form, brand, isMobileLocked = false, isReadOnly = false, isFirstStep = false }: CustomerFieldsProps) {
  const { t } = useTranslation();
  const isCorporate = form.values.customerType === 'corporate';
  const field = (name: string) => ({ ...form.getInputProps(name), readOnly: isReadOnly });
  // A number that may not change is shown as text; the input takes digits only, the prefix apart.
  const mobile = (name: 'mobileNumber' | 'alternativeMobileNumber', label: string, isLocked: boolean) =>
    isLocked || isReadOnly ? (
      <TextInput
        label={label}
        description={isLocked ? t('workshop.customers.fields.mobileLocked') : undefined}
        value={form.values[name] ? `${brand.countryCode} ${form.values[name]}` : ''}
        readOnly
        dir="ltr"
      />
    ) : (
      <MobileNumberInput
        label={label}
        countryCode={brand.countryCode}
        digitCount={brand.digitCount}
        value={form.values[name]}
        onChange={(digits) => form.setFieldValue(name, digits)}
        error={form.errors[name]}
      />
    );

  const nameField = <TextInput label={t('workshop.customers.fields.name')} withAsterisk autoComplete="off" data-autofocus {...field('name')} />;
  if (isFirstStep) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {nameField}
        {mobile('mobileNumber', t('workshop.customers.fields.mobile'), isMobileLocked)}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="customer-type-label">
          {t('workshop.customers.fields.customerType')}
        </Text>
        <SegmentedControl
          aria-labelledby="customer-type-label"
          data={[
            { value: 'individual', label: t('workshop.customers.types.individual') },
            { value: 'corporate', label: t('workshop.customers.types.corporate') },
          ]}
          value={form.values.customerType}
          onChange={(type) => form.setFieldValue('customerType', type as CustomerValues['customerType'])}
          disabled={isReadOnly}
          w={{ base: '100%', sm: 360 }}
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {nameField}
        {mobile('mobileNumber', t('workshop.customers.fields.mobile'), isMobileLocked)}
        {mobile('alternativeMobileNumber', t('workshop.customers.fields.alternativeMobile'), false)}
        <TextInput label={t('workshop.customers.fields.email')} type="email" autoComplete="off" dir="ltr" {...field('email')} />
        <TextInput label={t('workshop.customers.fields.dateOfBirth')} type="date" {...field('dateOfBirth')} />
        <TextInput label={t('workshop.customers.fields.anniversaryDate')} type="date" {...field('anniversaryDate')} />
        <Select
          label={t('workshop.customers.fields.gender')}
          data={[
            { value: 'Male', label: t('workshop.customers.genders.Male') },
            { value: 'Female', label: t('workshop.customers.genders.Female') },
          ]}
          clearable
          comboboxProps={{ withinPortal: true }}
          {...field('gender')}
        />
      </SimpleGrid>
      {isCorporate ? (
        <Fieldset legend={t('workshop.customers.corporateLegend')} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('workshop.customers.fields.fleetName')} withAsterisk {...field('fleetName')} />
            <TextInput label={t('workshop.customers.fields.companyName')} withAsterisk {...field('companyName')} />
            <TextInput label={t('workshop.customers.fields.groupTaxNumber')} dir="ltr" autoComplete="off" {...field('groupTaxNumber')} />
            {hasGstStateCode(brand.countryCode) ? (
              <TextInput label={t('workshop.customers.fields.gstStateCode')} inputMode="numeric" maxLength={2} dir="ltr" {...field('gstStateCode')} />
            ) : null}
          </SimpleGrid>
        </Fieldset>
      ) : null}
      <Fieldset legend={t('workshop.customers.addressLegend')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {ADDRESS_FIELDS.map((part) => (
            <TextInput key={part} label={t(`workshop.customers.address.${part}`)} autoComplete="off" {...field(`address.${part}`)} />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('workshop.customers.creditLegend')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('workshop.customers.fields.creditLimit', { currency: brand.currency })} inputMode="decimal" dir="ltr" {...field('creditLimit')} />
          <TextInput label={t('workshop.customers.fields.creditDays')} inputMode="numeric" dir="ltr" {...field('creditDays')} />
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
