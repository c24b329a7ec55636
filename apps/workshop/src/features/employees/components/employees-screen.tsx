import { Alert, Stack, TextInput, Button } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEmployees } from '@servicebay/api-client';
import { canAccess, type TEmployee, type TStaffMe } from '@servicebay/domain';
import { PlusIcon, ScreenHeader, SearchIcon, SectionLoader } from '@servicebay/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiErrorText } from '../../../shared/notify';
import { EMPLOYEE_SEARCH_DEBOUNCE_MS, EMPLOYEE_SEARCH_MAX, employeeSearchOf, employeesLinkOf, employeesShownOf, type EmployeesShown } from '../employees-query';
import { EmployeeDialog } from './employee-dialog';
import { EmployeesTable } from './employees-table';
import { ExpiringLicences } from './expiring-licences';

type EmployeesScreenProps = { me: TStaffMe; workshop: TStaffMe['workshops'][number] };

/**
 * Employees (area `people`, issue 29 part 1): searched and paged by the server, with the licences
 * expiring within 30 days on top; the owner and managers add and edit (a row opens its form).
 */
export function EmployeesScreen({ me, workshop }: EmployeesScreenProps) {
  const { t } = useTranslation();
  const { workshopId } = workshop;
  const [address, setAddress] = useSearchParams();
  const shown = useMemo(() => employeesShownOf(address), [address]);
  const employees = useEmployees(workshopId, employeeSearchOf(shown));
  const canChange = canAccess(me.role, 'people', 'change');
  const [editing, setEditing] = useState<TEmployee | 'new' | null>(null);
  const [text, setText] = useState(shown.q);
  const show = (next: EmployeesShown) => setAddress(new URLSearchParams(employeesLinkOf(next)), { replace: next.page === shown.page });
  const search = useDebouncedCallback((q: string) => show({ q: q.trim().slice(0, EMPLOYEE_SEARCH_MAX), page: 1 }), EMPLOYEE_SEARCH_DEBOUNCE_MS);
  useEffect(() => setText(shown.q), [shown.q]);

  return (
    <>
      <ScreenHeader
        title={t('workshop.employees.employees.heading')}
        description={t('workshop.employees.employees.intro', { workshop: workshop.name })}
        actions={
          canChange ? (
            <Button leftSection={<PlusIcon size={18} />} onClick={() => setEditing('new')}>
              {t('workshop.employees.employees.add')}
            </Button>
          ) : null
        }
      />
      <Stack gap="md">
        {employees.data ? <ExpiringLicences licences={employees.data.expiringLicences} /> : null}
        <TextInput
          aria-label={t('workshop.employees.employees.search')}
          placeholder={t('workshop.employees.employees.searchPlaceholder')}
          leftSection={<SearchIcon size={18} />}
          value={text}
          maxLength={EMPLOYEE_SEARCH_MAX}
          onChange={(event) => {
            setText(event.currentTarget.value);
            search(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 360 }}
        />
        {employees.isPending ? (
          <SectionLoader label={t('workshop.employees.employees.loading')} />
        ) : employees.isError ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorText(employees.error)}
          </Alert>
        ) : (
          <EmployeesTable
            employees={employees.data.items}
            total={employees.data.total}
            page={shown.page}
            isFetching={employees.isFetching && employees.isPlaceholderData}
            onOpen={canChange ? setEditing : null}
            onPage={(page) => show({ ...shown, page })}
          />
        )}
      </Stack>
      <EmployeeDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        workshopId={workshopId}
        employee={editing === 'new' || editing === null ? null : editing}
      />
    </>
  );
}
