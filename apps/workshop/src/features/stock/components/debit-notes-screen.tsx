import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { downloadDebitNotes, useClientProfile, useDebitNotes } from '@servicebay/api-client';
import { debitNoteTotals, marketToday, type TDebitNote, type TStaffMe } from '@servicebay/domain';
import { ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DayRangeInput } from '../../../shared/day-range-input';
import { useFormats, type Formats } from '../../../shared/formats';
import { apiErrorText } from '../../../shared/notify';
import { usePhoneLayout } from '../../../shared/use-phone-layout';
import { WorkbookExportButton } from '../../../shared/workbook-export-button';
import { debitNotePeriodLink, debitNotePeriodOf, monthOfDay, type DebitNotePeriod } from '../debit-note-period';

type DebitNotesScreenProps = { workshop: TStaffMe['workshops'][number] };

/**
 * The debit-note register (issue 28 part 7, workshop spec "Debit Note list, with a date-range
 * filter"): the period's notes (this month unless the address says otherwise), each with its
 * inward, vendor, amounts and taxes, totalled; the period exported to Excel.
 */
export function DebitNotesScreen({ workshop }: DebitNotesScreenProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { countryCode } = useClientProfile();
  const today = marketToday(countryCode);
  const [address, setAddress] = useSearchParams();
  const period = debitNotePeriodOf(address, today);
  const thisMonth = monthOfDay(today);
  const show = (next: DebitNotePeriod) => setAddress(new URLSearchParams(debitNotePeriodLink(next, today)));
  const { workshopId } = workshop;
  const notes = useDebitNotes(workshopId, period);

  return (
    <>
      <ScreenHeader title={t('workshop.stock.debitNotes.heading')} description={t('workshop.stock.debitNotes.intro', { workshop: workshop.name })} />
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DayRangeInput
            label={t('workshop.stock.debitNotes.period')}
            from={period.from}
            to={period.to}
            onChange={({ from, to }) => {
              if (from && to) show({ from, to });
            }}
            width={{ base: '100%', sm: 250 }}
          />
          {period.from !== thisMonth.from || period.to !== thisMonth.to ? (
            <Button variant="subtle" onClick={() => show(thisMonth)}>
              {t('workshop.stock.debitNotes.thisMonth')}
            </Button>
          ) : null}
          <WorkbookExportButton
            download={(onProgress) => downloadDebitNotes(workshopId, period, onProgress)}
            fallbackName={`debit-notes-${period.from}-to-${period.to}.xlsx`}
          />
        </Group>
        {notes.isPending ? (
          <SectionLoader label={t('workshop.stock.debitNotes.loading')} />
        ) : notes.isError ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorText(notes.error)}
          </Alert>
        ) : (
          <DebitNotesList notes={notes.data} currency={notes.data[0]?.currency ?? null} formats={formats} />
        )}
      </Stack>
    </>
  );
}

function DebitNotesList({ notes, currency, formats }: { notes: TDebitNote[]; currency: string | null; formats: Formats }) {
  const { t } = useTranslation();
  const isPhone = usePhoneLayout();
  if (notes.length === 0 || currency === null)
    return (
      <Paper withBorder radius="lg" p="xl">
        <Text c="dimmed" ta="center">
          {t('workshop.stock.debitNotes.none')}
        </Text>
      </Paper>
    );
  const money = (amount: number) => formats.money(amount, currency);
  const totals = debitNoteTotals(notes, currency);
  // Each tax on a line of its own, its kind and amount read left to right as one piece.
  const taxesOf = (note: TDebitNote) =>
    note.taxes.map((tax) => (
      <Text key={tax.kind} size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        <bdi>
          {tax.kind} {money(tax.amount)}
        </bdi>
      </Text>
    ));
  const figures = [
    { label: t('workshop.stock.debitNotes.totals.count'), value: formats.number(totals.count) },
    { label: t('workshop.stock.debitNotes.totals.taxable'), value: money(totals.taxable) },
    { label: t('workshop.stock.debitNotes.totals.tax'), value: money(totals.tax) },
    { label: t('workshop.stock.debitNotes.totals.total'), value: money(totals.total) },
  ];
  return (
    <Stack gap="md">
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs" m={0}>
        {figures.map((figure) => (
          <Paper key={figure.label} withBorder radius="md" px="md" py="xs">
            <Text component="dt" size="xs" c="dimmed" fw={600}>
              {figure.label}
            </Text>
            <Text component="dd" m={0} fw={700} size="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
              <bdi>{figure.value}</bdi>
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {isPhone ? (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {notes.map((note) => (
            <Paper component="li" key={note.debitNoteId} withBorder radius="lg" p="md" aria-label={note.number}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fw={700} dir="ltr">
                  {note.number}
                </Text>
                <Text fw={700}>{money(note.total)}</Text>
              </Group>
              <Text size="sm">{note.vendorName}</Text>
              <Text size="xs" c="dimmed">
                {formats.day(note.day)} · <span dir="ltr">{note.inwardNumber}</span>
              </Text>
              <Group gap="sm">{taxesOf(note)}</Group>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Paper withBorder radius="lg">
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" horizontalSpacing="md" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('workshop.stock.debitNotes.columns.date')}</Table.Th>
                  <Table.Th scope="col">{t('workshop.stock.debitNotes.columns.number')}</Table.Th>
                  <Table.Th scope="col">{t('workshop.stock.debitNotes.columns.inward')}</Table.Th>
                  <Table.Th scope="col">{t('workshop.stock.debitNotes.columns.vendor')}</Table.Th>
                  <Table.Th scope="col" ta="end">
                    {t('workshop.stock.debitNotes.columns.taxable')}
                  </Table.Th>
                  <Table.Th scope="col">{t('workshop.stock.debitNotes.columns.taxes')}</Table.Th>
                  <Table.Th scope="col" ta="end">
                    {t('workshop.stock.debitNotes.columns.total')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {notes.map((note) => (
                  <Table.Tr key={note.debitNoteId}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formats.day(note.day)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600} dir="ltr" component="span">
                        {note.number}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <span dir="ltr">{note.inwardNumber}</span>
                    </Table.Td>
                    <Table.Td>{note.vendorName}</Table.Td>
                    <Table.Td ta="end">{money(note.taxable)}</Table.Td>
                    <Table.Td>
                      <Stack gap={0}>{taxesOf(note)}</Stack>
                    </Table.Td>
                    <Table.Td ta="end" fw={600}>
                      {money(note.total)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
