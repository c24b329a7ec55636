import { Button, Divider, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useSignUpWorkshop } from '@servicebay/api-client';
import type { CountryCode, TStaffSession } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { MobileNumberInput, useDomainForm } from '@servicebay/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../shared/password-field';
import { PasswordPolicy } from '../../../shared/password-policy';
import { showRefusal } from '../../../shared/refusal-at-field';
import { emptySignUp, signUpFieldOf, signUpRules } from '../sign-up-rules';
import { WorkshopPlaceField } from '../../../shared/workshop-place-field';

type SignUpFormProps = { countryCode: CountryCode; digitCount: number; onSignedUp: (session: TStaffSession) => void };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Text component="h2" fw={600} size="md">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** Sign Up and Registration (workshop spec section 2): the workshop, its owner and the owner's sign-in, signed in at once. */
export function SignUpForm({ countryCode, digitCount, onSignedUp }: SignUpFormProps) {
  const { t } = useTranslation();
  const signUp = useSignUpWorkshop();
  const form = useDomainForm({ initialValues: emptySignUp(), issueText: useIssueText(), ...signUpRules(countryCode, digitCount) });

  const submit = form.submit((body) =>
    signUp.mutate(body, {
      onSuccess: onSignedUp,
      onError: (error) => {
        // 'Username already exists' and a number another account has are shown at their fields.
        showRefusal(form, error, signUpFieldOf);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Section title={t('workshop.signUp.workshopSection')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('workshop.signUp.workshopName')} withAsterisk autoComplete="organization" {...form.getInputProps('workshopName')} />
            <TextInput label={t('workshop.signUp.city')} withAsterisk autoComplete="address-level2" {...form.getInputProps('city')} />
          </SimpleGrid>
          <WorkshopPlaceField
            value={form.values.place}
            onChange={(place) => form.setFieldValue('place', place)}
            onCity={(city) => {
              if (form.values.city.trim() === '') form.setFieldValue('city', city);
            }}
            error={form.errors.place}
          />
        </Section>
        <Divider />
        <Section title={t('workshop.signUp.ownerSection')}>
          <TextInput label={t('workshop.signUp.ownerName')} withAsterisk autoComplete="name" {...form.getInputProps('ownerName')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MobileNumberInput
              label={t('workshop.signUp.mobile')}
              countryCode={countryCode}
              digitCount={digitCount}
              value={form.values.mobileNumber}
              onChange={(digits) => form.setFieldValue('mobileNumber', digits)}
              error={form.errors.mobileNumber}
            />
            <TextInput label={t('workshop.signUp.email')} withAsterisk type="email" autoComplete="email" dir="ltr" {...form.getInputProps('email')} />
          </SimpleGrid>
        </Section>
        <Divider />
        <Section title={t('workshop.signUp.accountSection')}>
          <TextInput
            label={t('workshop.signUp.username')}
            description={t('workshop.signUp.usernameHint')}
            withAsterisk
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            {...form.getInputProps('username')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordField
              label={t('workshop.signUp.password')}
              withAsterisk
              autoComplete="new-password"
              aria-describedby="sign-up-password-policy"
              {...form.getInputProps('password')}
            />
            <PasswordField label={t('workshop.signUp.confirmPassword')} withAsterisk autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
          </SimpleGrid>
          <PasswordPolicy id="sign-up-password-policy" password={form.values.password} />
        </Section>
        <Button type="submit" size="md" loading={signUp.isPending}>
          {t('workshop.signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
