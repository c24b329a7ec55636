import { Avatar, Badge, Group, Stack, Text, type MantineTheme } from '@mantine/core';
import type { TStaffMember } from '@servicebay/domain';
import { useLocale } from '@servicebay/i18n';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../../shared/initials';
import { spacedMobile } from '../../../shared/phone-text';
import { peopleShown, statusOf, type PeopleSort, type PersonStatus } from '../people-rules';

const PAGE_SIZE = 15;

const STATUS_COLOURS: Record<PersonStatus, string> = { active: 'teal', switchedOff: 'gray', locked: 'orange' };

type PeopleTableProps = {
  people: readonly TStaffMember[];
  /** The brand's country code, set apart from the number it begins. */
  countryCode: string;
  search: string;
  myStaffId: string;
  /** The row actions column, for roles that change people; read-only without it. */
  actions?: (person: TStaffMember) => React.ReactNode;
};

/** The people of the workshop as a grid: sorted and paged here, as a workshop has tens of people, not thousands. */
export function PeopleTable({ people, countryCode, search, myStaffId, actions }: PeopleTableProps) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const collator = useMemo(() => new Intl.Collator(language, { sensitivity: 'base' }), [language]);
  const [sort, setSort] = useState<DataTableSortStatus<TStaffMember>>({ columnAccessor: 'name', direction: 'asc' });
  const [page, setPage] = useState(1);
  const shown = useMemo(
    () => peopleShown(people, search, { column: sort.columnAccessor as PeopleSort['column'], direction: sort.direction }, collator),
    [people, search, sort, collator],
  );
  const lastPage = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const currentPage = Math.min(page, lastPage);

  const wide = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.lg})`;
  const narrow = (theme: MantineTheme) => `(max-width: calc(${theme.breakpoints.lg} - 0.0625em))`;
  const phone = (number: string | null) => (number ? <span dir="ltr">{spacedMobile(number, countryCode)}</span> : '–');

  // On a wide screen every field has its column; on a tablet the username goes under the name and
  // the mobile and e-mail share one, so the status and the actions stay in view.
  const columns: DataTableColumn<TStaffMember>[] = [
    {
      accessor: 'name',
      title: t('workshop.people.columns.name'),
      sortable: true,
      render: (person) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar size={32} radius="xl" color={person.isActive ? 'brand' : 'gray'} aria-hidden="true">
            {initialsOf(person.name)}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {person.name}
              </Text>
              {person.staffId === myStaffId ? (
                <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
                  {t('workshop.people.you')}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" dir="ltr" hiddenFrom="lg" ta="start">
              {person.username}
            </Text>
          </Stack>
        </Group>
      ),
    },
    {
      accessor: 'username',
      title: t('workshop.people.columns.username'),
      sortable: true,
      visibleMediaQuery: wide,
      render: (person) => <span dir="ltr">{person.username}</span>,
    },
    {
      accessor: 'role',
      title: t('workshop.people.columns.role'),
      sortable: true,
      render: (person) => (
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {t(`workshop.roles.${person.role}.name`)}
          </Text>
          {person.technicianKind ? (
            <Text size="xs" c="dimmed">
              {t(`workshop.technicianKinds.${person.technicianKind}`)}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      accessor: 'mobileNumber',
      title: t('workshop.people.columns.mobile'),
      noWrap: true,
      visibleMediaQuery: wide,
      render: (person) => phone(person.mobileNumber),
    },
    {
      accessor: 'email',
      title: t('workshop.people.columns.email'),
      ellipsis: true,
      visibleMediaQuery: wide,
      render: (person) => <span dir="ltr">{person.email ?? '–'}</span>,
    },
    {
      accessor: 'contact',
      title: `${t('workshop.people.columns.mobile')} · ${t('workshop.people.columns.email')}`,
      visibleMediaQuery: narrow,
      render: (person) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm">{phone(person.mobileNumber)}</Text>
          {person.email ? (
            <Text size="xs" c="dimmed" dir="ltr" truncate="end" maw={200} ta="start">
              {person.email}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      accessor: 'status',
      title: t('workshop.people.columns.status'),
      sortable: true,
      noWrap: true,
      render: (person) => {
        const status = statusOf(person);
        return (
          // A coloured dot beside text in the text colour: a light badge's tinted text reads under AA's 4.5:1.
          <Badge color={STATUS_COLOURS[status]} variant="dot" radius="sm" size="md" tt="none" fw={500} style={{ overflow: 'visible' }}>
            {t(`workshop.people.status.${status}`)}
          </Badge>
        );
      },
    },
    ...(actions
      ? [{ accessor: 'actions', title: t('workshop.people.columns.actions'), width: 112, render: actions } satisfies DataTableColumn<TStaffMember>]
      : []),
  ];

  return (
    <DataTable<TStaffMember>
      records={shown.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE)}
      columns={columns}
      idAccessor="staffId"
      withTableBorder
      pinLastColumn={actions !== undefined}
      borderRadius="lg"
      highlightOnHover
      verticalSpacing="sm"
      horizontalSpacing="md"
      minHeight={shown.length === 0 ? 180 : undefined}
      noRecordsText={t('workshop.people.noPeople')}
      sortStatus={sort}
      onSortStatusChange={setSort}
      totalRecords={shown.length}
      recordsPerPage={PAGE_SIZE}
      page={currentPage}
      onPageChange={setPage}
      paginationText={({ from, to, totalRecords }) => t('workshop.people.pagination', { from, to, total: totalRecords })}
      getPaginationControlProps={(control) =>
        control === 'previous' ? { 'aria-label': t('workshop.people.previousPage') } : control === 'next' ? { 'aria-label': t('workshop.people.nextPage') } : {}
      }
      getPaginationItemProps={(page) => ({ 'aria-label': t('workshop.people.page', { page }) })}
      styles={{ root: { background: 'var(--mantine-color-body)' } }}
    />
  );
}
