import { Anchor, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import type { TPartLedger, TStockDocumentRef } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Formats } from '../../../shared/formats';
import { paths } from '../../../shared/paths';
import { usePhoneLayout } from '../../../shared/use-phone-layout';
import { LEDGER_PAGE_SIZE } from '../parts-query';

type PartLedgerProps = { ledger: TPartLedger; workshopId: string; formats: Formats };
type Line = TPartLedger['lines'][number];

/** The document a movement names, a link where the app has its screen (a job card, the transfers). */
function DocumentName({ document, workshopId }: { document: TStockDocumentRef; workshopId: string }) {
  const { t } = useTranslation();
  const text = t(`workshop.stock.documents.${document.kind}`, { number: document.number });
  const screen =
    document.kind === 'jobCard' ? paths.jobCard(workshopId, document.id) : document.kind === 'stockTransfer' ? paths.stockTransfers(workshopId) : null;
  return screen ? (
    <Anchor component={Link} to={screen} size="sm">
      {text}
    </Anchor>
  ) : (
    <Text size="sm" component="span">
      {text}
    </Text>
  );
}

/** A page of the part's movements here, newest first, each with its document and the stock after it: a table at the desk, a list on a phone. */
export function PartLedger({ ledger, workshopId, formats }: PartLedgerProps) {
  const { t } = useTranslation();
  const isPhone = usePhoneLayout();
  const signed = (line: Line) => <span dir="ltr">{formats.signed(line.quantity)}</span>;
  if (ledger.lines.length === 0) return <Text c="dimmed">{t('workshop.stock.part.noMovements')}</Text>;
  if (isPhone) {
    return (
      <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('workshop.stock.part.ledger')}>
        {ledger.lines.map((line) => (
          <Stack component="li" key={line.movementId} gap={0} py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                {t(`workshop.stock.movements.${line.kind}`)}
              </Text>
              <Text size="sm" fw={700}>
                {signed(line)}
              </Text>
            </Group>
            <DocumentName document={line.document} workshopId={workshopId} />
            <Text size="xs" c="dimmed">
              {formats.dateTime(line.postedAt)} · {t('workshop.stock.part.columns.onHand')} {formats.number(line.onHand)}
            </Text>
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('workshop.stock.part.columns.postedAt')}</Table.Th>
            <Table.Th scope="col">{t('workshop.stock.part.columns.movement')}</Table.Th>
            <Table.Th scope="col">{t('workshop.stock.part.columns.document')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('workshop.stock.part.columns.quantity')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('workshop.stock.part.columns.onHand')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('workshop.stock.part.columns.averageCost')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ledger.lines.map((line) => (
            <Table.Tr key={line.movementId}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formats.dateTime(line.postedAt)}</Table.Td>
              <Table.Td>{t(`workshop.stock.movements.${line.kind}`)}</Table.Td>
              <Table.Td>
                <DocumentName document={line.document} workshopId={workshopId} />
              </Table.Td>
              <Table.Td ta="end">{signed(line)}</Table.Td>
              <Table.Td ta="end">
                <span dir="ltr">{formats.number(line.onHand)}</span>
              </Table.Td>
              <Table.Td ta="end">
                <span dir="ltr">{formats.money(line.averageCost, ledger.part.currency)}</span>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The ledger's pages, with the movements shown of how many; nothing when one page holds them all. */
export function LedgerPages({ total, page, onPage }: { total: number; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (total <= LEDGER_PAGE_SIZE) return null;
  const from = (page - 1) * LEDGER_PAGE_SIZE + 1;
  const to = Math.min(total, page * LEDGER_PAGE_SIZE);
  return (
    <Group justify="space-between" mt="sm" gap="xs">
      <Text size="sm" c="dimmed">
        {t('workshop.stock.parts.pagination', { from, to, total })}
      </Text>
      <Pagination
        size="sm"
        total={Math.ceil(total / LEDGER_PAGE_SIZE)}
        value={page}
        onChange={onPage}
        getControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': t('workshop.stock.parts.previousPage') }
            : control === 'next'
              ? { 'aria-label': t('workshop.stock.parts.nextPage') }
              : {}
        }
        getItemProps={(number) => ({ 'aria-label': t('workshop.stock.parts.page', { page: number }) })}
      />
    </Group>
  );
}
