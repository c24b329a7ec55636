import { Alert, Button, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { fieldIssueOf, useMe, useSavePersonalDetails } from '@servicebay/api-client';
import type { TUser } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { useDomainForm } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify';
import { formFieldOf, personalDetailsRules, personalDetailsValuesOf } from '../personal-details';
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
export function PersonalDetailsForm(props: PersonalDetailsFormProps) {
  const user = useMe();
  // The form starts from the saved details, so it waits for them.
  return user ? <PersonalDetailsFields user={user} {...props} /> : null;
}

function PersonalDetailsFields({ user, onSaved, isAskingForMobile = false, isNarrow = false }: PersonalDetailsFormProps & { user: TUser }) {
  const { t } = useTranslation();
  const save = useSavePersonalDetails();
  const hasMobileNumber = Boolean(user.primaryPhoneNumber);
  const form = useDomainForm({ initialValues: personalDetailsValuesOf(user), issueText: useIssueText(), ...personalDetailsRules({ hasMobileNumber }) });

  const submit = form.submit((details) =>
    save.mutate(details, {
      onSuccess: () => {
        notifySuccess(t('profile.personalDetails.saved'));
        onSaved();
      },
      onError: (error) => {
        const atField = fieldIssueOf(error, formFieldOf);
        if (atField) form.showIssue(atField.field, atField.issue);
        else notifyApiError(error);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {isAskingForMobile && !hasMobileNumber ? (
          <Alert color="yellow" title={t('profile.personalDetails.mobileMissing')}>
            {t('profile.personalDetails.mobileMissingBody')}
          </Alert>
        ) : null}
        <SimpleGrid cols={isNarrow ? 1 : { base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput label={t('profile.personalDetails.name')} {...form.getInputProps('name')} autoComplete="name" maxLength={100} required />
          <TextInput
            label={t('profile.personalDetails.email')}
            type="email"
            {...form.getInputProps('email')}
            readOnly={Boolean(user.email)}
            variant={user.email ? 'filled' : 'default'}
            description={user.email ? t('profile.personalDetails.lockedHint') : undefined}
            autoComplete="email"
            dir="ltr"
          />
          <MobileNumberField phoneNumber={user.primaryPhoneNumber} error={form.errors.mobileNumber} />
          <BirthDateInput value={form.values.dateOfBirth} onChange={(value) => form.setFieldValue('dateOfBirth', value)} error={form.errors.dateOfBirth} />
        </SimpleGrid>
        <Radio.Group
          label={t('profile.personalDetails.gender')}
          value={form.values.gender ?? ''}
          onChange={(value) => form.setFieldValue('gender', value as typeof form.values.gender)}
          error={form.errors.gender}
          required
        >
          <Group gap="xl" mt="xs">
            <Radio value="Male" label={t('profile.personalDetails.male')} />
            <Radio value="Female" label={t('profile.personalDetails.female')} />
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} miw={160}>
            {t('profile.personalDetails.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
