import { Alert, Button, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ApiError, useMe, useSavePersonalDetails } from '@servicebay/api-client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify';
import {
  formFieldOf,
  personalDetailsValuesOf,
  readPersonalDetails,
  type PersonalDetailsErrors,
  type PersonalDetailsValues,
  type TGender,
} from '../personal-details';
import { profileRuleText } from '../rule-text';
import { BirthDateInput } from './birth-date-input';
import { MobileNumberField } from './mobile-number-field';

type PersonalDetailsFormProps = {
  /** Where to go once saved: the portal, or back to the screen that sent the customer here. */
  onSaved: () => void;
  /** Sent here because a screen needs a mobile number: say so above the form. */
  isAskingForMobile?: boolean;
  /** One column, for a narrow frame such as the login area's card. */
  isNarrow?: boolean;
};

/** Name, email, mobile, date of birth and gender, with the domain's rules (customer spec section 5). */
export function PersonalDetailsForm({ onSaved, isAskingForMobile = false, isNarrow = false }: PersonalDetailsFormProps) {
  const { t } = useTranslation();
  const user = useMe();
  const save = useSavePersonalDetails();
  const [values, setValues] = useState<PersonalDetailsValues | null>(null);
  const [errors, setErrors] = useState<PersonalDetailsErrors>({});
  if (!user) return null;

  // The form starts from the saved details and keeps what the customer types from then on.
  const current = values ?? personalDetailsValuesOf(user);
  const hasMobileNumber = Boolean(user.primaryPhoneNumber);
  const errorText = (message: string | undefined) => (message ? profileRuleText(t, message) : undefined);

  function change<K extends keyof PersonalDetailsValues>(field: K, value: PersonalDetailsValues[K]) {
    setValues({ ...current, [field]: value });
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = readPersonalDetails(current, { hasMobileNumber });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    save.mutate(result.details, {
      onSuccess: () => {
        notifySuccess(t('account.personalDetails.saved'));
        onSaved();
      },
      onError: (error) => {
        const field = error instanceof ApiError && error.status === 400 ? formFieldOf(error.field) : undefined;
        if (field) setErrors({ [field]: error.message });
        else notifyApiError(error);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {isAskingForMobile && !hasMobileNumber ? (
          <Alert color="yellow" title={t('account.personalDetails.mobileMissing')}>
            {t('account.personalDetails.mobileMissingBody')}
          </Alert>
        ) : null}
        <SimpleGrid cols={isNarrow ? 1 : { base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t('account.personalDetails.name')}
            value={current.name}
            onChange={(event) => change('name', event.currentTarget.value)}
            error={errorText(errors.name)}
            autoComplete="name"
            maxLength={100}
            required
          />
          <TextInput
            label={t('account.personalDetails.email')}
            type="email"
            value={current.email}
            onChange={(event) => change('email', event.currentTarget.value)}
            error={errorText(errors.email)}
            readOnly={Boolean(user.email)}
            variant={user.email ? 'filled' : 'default'}
            description={user.email ? t('account.personalDetails.lockedHint') : undefined}
            autoComplete="email"
            dir="ltr"
          />
          <MobileNumberField phoneNumber={user.primaryPhoneNumber} error={errorText(errors.mobileNumber)} />
          <BirthDateInput value={current.dateOfBirth} onChange={(value) => change('dateOfBirth', value)} error={errorText(errors.dateOfBirth)} />
        </SimpleGrid>
        <Radio.Group
          label={t('account.personalDetails.gender')}
          value={current.gender ?? ''}
          onChange={(value) => change('gender', value as TGender)}
          error={errorText(errors.gender)}
          required
        >
          <Group gap="xl" mt="xs">
            <Radio value="Male" label={t('account.personalDetails.male')} />
            <Radio value="Female" label={t('account.personalDetails.female')} />
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} miw={160}>
            {t('account.personalDetails.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
