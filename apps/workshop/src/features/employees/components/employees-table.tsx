import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { TEmployee } from '@servicebay/domain';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { RecordCards } from '../../../shared/record-cards';
import { usePhoneLayout } from '../../../shared/use-phone-layout';
import { EMPLOYEES_PAGE_SIZE } from '../employees-query';
import { LicenceBadge } from './licence-badge';

type EmployeesTableProps = {
  employees: readonly TEmployee[];
  total: number;
  page: number;
  isFetching: boolean;
  /** Opens an employee's form; null for a role that only reads. */
  onOpen: ((employee: TEmployee) => void) | null;
  onPage: (page: number) => void;
};

const texts = 'workshop.employees.employees';

/** One page of employees as the server found them: a grid at the desk, cards on a phone. */
export function EmployeesTable({ employees, total, page, isFetching, onOpen, onPage }: EmployeesTableProps) {
  const { t } = useTranslation();
  const isPhone = usePhoneLayout();
  const emptyText = t('workshop.employees.employees.none');
  if (isPhone) {
    return (
      <RecordCards
        records={employees}
        idOf={(employee) => employee.employeeId}
        nameOf={(employee) => employee.name}
        onOpen={onOpen ?? undefined}
        total={total}
        page={page}
        pageSize={EMPLOYEES_PAGE_SIZE}
        onPage={onPage}
        isFetching={isFetching}
        texts={texts}
        emptyText={emptyText}
      >
        {(employee) => (
          <Stack gap={2}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={700} truncate>
                {employee.name}
              </Text>
              <Text size="sm" dir="ltr" c="dimmed" style={{ flexShrink: 0 }}>
                {employee.employeeCode}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {[employee.designation, t(`workshop.employees.types.${employee.employeeType}`)].filter(Boolean).join(' · ')}
            </Text>
            <Group gap="xs">
              <Text size="sm" dir="ltr">
                {employee.mobileNumber}
              </Text>
              <LicenceBadge licence={employee.licence} />
            </Group>
          </Stack>
        )}
      </RecordCards>
    );
  }
  const columns: DataTableColumn<TEmployee>[] = [
    {
      accessor: 'name',
      title: t(`${texts}.columns.name`),
      // The name is the control that opens the form: reachable by keyboard, named as the person.
      render: (employee) =>
        onOpen ? (
          <Anchor component="button" type="button" fw={600} size="sm" onClick={() => onOpen(employee)}>
            {employee.name}
          </Anchor>
        ) : (
          <Text fw={600} size="sm">
            {employee.name}
          </Text>
        ),
    },
    { accessor: 'employeeCode', title: t(`${texts}.columns.employeeCode`), render: (employee) => <span dir="ltr">{employee.employeeCode}</span> },
    { accessor: 'designation', title: t(`${texts}.columns.designation`), render: (employee) => employee.designation ?? '–' },
    { accessor: 'mobileNumber', title: t(`${texts}.columns.mobile`), render: (employee) => <span dir="ltr">{employee.mobileNumber}</span> },
    {
      accessor: 'licenceExpiry',
      title: t(`${texts}.columns.licence`),
      render: (employee) => (
        <Group gap="xs">
          <span dir="ltr">{employee.licenceExpiry ?? '–'}</span>
          <LicenceBadge licence={employee.licence} />
        </Group>
      ),
    },
    { accessor: 'staffName', title: t(`${texts}.columns.account`), render: (employee) => employee.staffName ?? '–' },
  ];
  return (
    <DataTable<TEmployee>
      records={[...employees]}
      columns={columns}
      idAccessor="employeeId"
      withTableBorder
      borderRadius="lg"
      highlightOnHover
      verticalSpacing="sm"
      horizontalSpacing="xs"
      minHeight={employees.length === 0 ? 180 : undefined}
      noRecordsText={emptyText}
      totalRecords={total}
      recordsPerPage={EMPLOYEES_PAGE_SIZE}
      page={page}
      onPageChange={onPage}
      fetching={isFetching}
      paginationText={({ from, to, totalRecords }) => t(`${texts}.pagination`, { from, to, total: totalRecords })}
      getPaginationControlProps={(control) =>
        control === 'previous' ? { 'aria-label': t(`${texts}.previousPage`) } : control === 'next' ? { 'aria-label': t(`${texts}.nextPage`) } : {}
      }
      getPaginationItemProps={(number) => ({ 'aria-label': t(`${texts}.page`, { page: number }) })}
      styles={{ root: { background: 'var(--mantine-color-body)' } }}
    />
  );
}
