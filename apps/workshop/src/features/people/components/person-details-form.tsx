import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useAddWorkshopPerson } from '@servicebay/api-client';
import type { CountryCode, TStaffMe, TStaffMember, TStaffRole } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { MobileNumberInput, useDomainForm } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../shared/password-field';
import { PasswordPolicy } from '../../../shared/password-policy';
import { showRefusal } from '../../../shared/refusal-at-field';
import { newPerson, personRules } from '../person-form';
import { TechnicianKindSelect } from './technician-kind-select';

type PersonDetailsFormProps = {
  role: TStaffRole;
  /** Where the list is, and the workshops the adding person may give. */
  workshopId: string;
  workshops: TStaffMe['workshops'];
  brand: { countryCode: CountryCode; digitCount: number };
  onBack: () => void;
  onAdded: (person: TStaffMember) => void;
};

/** The details step: who the person is, how they sign in, and the branches they work at. */
export function PersonDetailsForm({ role, workshopId, workshops, brand, onBack, onAdded }: PersonDetailsFormProps) {
  const { t } = useTranslation();
  const add = useAddWorkshopPerson();
  const form = useDomainForm({ initialValues: newPerson(workshopId), issueText: useIssueText(), ...personRules(role, brand) });

  const submit = form.submit((person) =>
    add.mutate(
      { workshopId, person },
      {
        onSuccess: onAdded,
        onError: (error) => {
          // 'Username already exists' at the username; a number another account has at the number.
          showRefusal(form, error);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('workshop.people.fields.name')} withAsterisk autoComplete="off" data-autofocus {...form.getInputProps('name')} />
          <TextInput
            label={t('workshop.people.fields.username')}
            description={t('workshop.people.fields.usernameHint')}
            withAsterisk
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            {...form.getInputProps('username')}
          />
        </SimpleGrid>
        {role === 'technician' ? (
          <TechnicianKindSelect
            value={form.values.technicianKind}
            onChange={(kind) => form.setFieldValue('technicianKind', kind)}
            error={form.errors.technicianKind}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MobileNumberInput
            label={t('workshop.people.fields.mobile')}
            description={t('workshop.people.fields.mobileHint')}
            countryCode={brand.countryCode}
            digitCount={brand.digitCount}
            value={form.values.mobileNumber}
            onChange={(digits) => form.setFieldValue('mobileNumber', digits)}
            error={form.errors.mobileNumber}
          />
          <TextInput
            label={t('workshop.people.fields.email')}
            description={t('workshop.people.fields.emailHint')}
            type="email"
            autoComplete="off"
            dir="ltr"
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        {workshops.length > 1 ? (
          <Checkbox.Group
            label={t('workshop.people.fields.branches')}
            description={t('workshop.people.fields.branchesHint')}
            withAsterisk
            {...form.getInputProps('workshopIds')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
              {workshops.map((workshop) => (
                <Checkbox key={workshop.workshopId} value={workshop.workshopId} label={workshop.name} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordField
            label={t('workshop.people.fields.password')}
            description={t('workshop.people.fields.passwordHint')}
            withAsterisk
            autoComplete="new-password"
            aria-describedby="person-password-policy"
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t('workshop.people.fields.confirmPassword')}
            withAsterisk
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
        </SimpleGrid>
        <PasswordPolicy id="person-password-policy" password={form.values.password} />
        <Group justify="space-between" mt="xs">
          <Button variant="default" onClick={onBack}>
            {t('workshop.people.addDialog.back')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('workshop.people.addDialog.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
