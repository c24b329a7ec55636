import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useClientProfile, useSaveEmployee, useWorkshopPeople } from '@servicebay/api-client';
import { EMPLOYEE_TYPES, nationalIdKindOf, type TEmployee } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { DeferredModal, useDomainForm } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/notify';
import { showRefusal } from '../../../shared/refusal-at-field';
import { employeeRules, employeeValuesOf, newEmployee, type EmployeeValues } from '../employee-form';

type EmployeeDialogProps = { opened: boolean; onClose: () => void; workshopId: string; employee: TEmployee | null };

/** Add or edit an employee, checked with the API's schema for the market; the API's refusals show at their fields. */
export function EmployeeDialog({ opened, onClose, employee, workshopId }: EmployeeDialogProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal
      opened={opened}
      onClose={onClose}
      size="lg"
      radius="lg"
      title={employee ? t('workshop.employees.form.editTitle', { name: employee.name }) : t('workshop.employees.form.addTitle')}
    >
      {opened ? <EmployeeForm employee={employee} workshopId={workshopId} onClose={onClose} /> : null}
    </DeferredModal>
  );
}

function EmployeeForm({ employee, workshopId, onClose }: Omit<EmployeeDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const { countryCode } = useClientProfile();
  const save = useSaveEmployee(workshopId);
  const people = useWorkshopPeople(workshopId);
  const form = useDomainForm({
    initialValues: employee ? employeeValuesOf(employee) : newEmployee(),
    issueText: useIssueText(),
    ...employeeRules(countryCode),
  });
  const submit = form.submit((body) =>
    save.mutate(
      { employeeId: employee?.employeeId ?? null, body },
      {
        onSuccess: (saved) => {
          notifySuccess(t('workshop.employees.form.saved', { name: saved.name }));
          onClose();
        },
        onError: (error) => showRefusal(form, error),
      },
    ),
  );
  const field = (name: Exclude<keyof EmployeeValues, 'nationalId' | 'employeeType' | 'staffId'>, isLtr = false) => ({
    label: t(`workshop.employees.form.${name}`),
    autoComplete: 'off',
    ...(isLtr ? { dir: 'ltr' } : {}),
    ...form.getInputProps(name),
  });
  const accounts = (people.data ?? []).filter((person) => person.isActive).map((person) => ({ value: person.staffId, label: person.name }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...field('name')} withAsterisk />
          <TextInput {...field('employeeCode', true)} withAsterisk />
          <Select
            label={t('workshop.employees.form.employeeType')}
            withAsterisk
            allowDeselect={false}
            data={EMPLOYEE_TYPES.map((type) => ({ value: type, label: t(`workshop.employees.types.${type}`) }))}
            comboboxProps={{ withinPortal: false }}
            {...form.getInputProps('employeeType')}
          />
          <TextInput {...field('mobileNumber', true)} inputMode="tel" withAsterisk />
          <TextInput {...field('email', true)} type="email" />
          <TextInput {...field('designation')} />
        </SimpleGrid>
        <TextInput {...field('expertise')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...field('licenceNumber', true)} />
          <TextInput {...field('licenceExpiry')} type="date" />
          <TextInput
            label={t(`workshop.employees.form.nationalId.${nationalIdKindOf(countryCode)}`)}
            autoComplete="off"
            dir="ltr"
            inputMode="numeric"
            {...form.getInputProps('nationalId')}
          />
          <Select
            label={t('workshop.employees.form.staffId')}
            placeholder={t('workshop.employees.form.noAccount')}
            data={accounts}
            clearable
            searchable
            comboboxProps={{ withinPortal: false }}
            {...form.getInputProps('staffId')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('workshop.employees.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
