import { Alert, Button, Group, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { downloadStock, useStockView } from '@servicebay/api-client';
import { canAccess, type TPart, type TStaffMe } from '@servicebay/domain';
import { ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFormats } from '../../../shared/formats';
import { LabelledFact } from '../../../shared/labelled-fact';
import { apiErrorText } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { RecordCards } from '../../../shared/record-cards';
import { usePhoneLayout } from '../../../shared/use-phone-layout';
import { WorkbookExportButton } from '../../../shared/workbook-export-button';
import { quantityToOrder } from '../order-forms';
import { OrderDialog } from './order-dialog';
import { LowStockBadge } from './parts-table';

type StockScreenProps = { me: TStaffMe; workshop: TStaffMe['workshops'][number] };

const PAGE_SIZE = 50;

/**
 * Stock on hand (issue 28 part 8): each part here with its moving average cost and value, the
 * branch's valuation, the low-stock list with one action to order it (a purchase order filled in),
 * and the stock as a workbook.
 */
export function StockScreen({ me, workshop }: StockScreenProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const isPhone = usePhoneLayout();
  const { workshopId } = workshop;
  const [address, setAddress] = useSearchParams();
  const isLow = address.get('view') === 'low';
  const page = Math.max(1, Number(address.get('page')) || 1);
  const view = useStockView(workshopId, { isLow, page, pageSize: PAGE_SIZE });
  const [isOrdering, setOrdering] = useState(false);
  const show = (next: { isLow: boolean; page: number }) =>
    setAddress(new URLSearchParams({ ...(next.isLow ? { view: 'low' } : {}), ...(next.page > 1 ? { page: String(next.page) } : {}) }));
  const lowParts = isLow ? (view.data?.items ?? []) : [];
  const money = (amount: number) => <span dir="ltr">{formats.money(amount, view.data?.currency ?? 'INR')}</span>;

  const table = (items: readonly TPart[]) => (
    <Paper withBorder radius="lg">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('workshop.stock.onHand.columns.partNumber')}</Table.Th>
              <Table.Th scope="col">{t('workshop.stock.onHand.columns.name')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('workshop.stock.onHand.columns.onHand')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('workshop.stock.onHand.columns.reorderLevel')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('workshop.stock.onHand.columns.averageCost')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('workshop.stock.onHand.columns.value')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((part) => (
              <Table.Tr key={part.partId}>
                <Table.Td>
                  <Text component={Link} to={paths.part(workshopId, part.partId)} size="sm" fw={600} dir="ltr" c="var(--mantine-color-anchor)">
                    {part.partNumber}
                  </Text>
                </Table.Td>
                <Table.Td>{part.name}</Table.Td>
                <Table.Td ta="end">
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <LowStockBadge part={part} />
                    <span dir="ltr">{formats.number(part.stock.onHand)}</span>
                  </Group>
                </Table.Td>
                <Table.Td ta="end">
                  <span dir="ltr">{formats.number(part.stock.reorderLevel)}</span>
                </Table.Td>
                <Table.Td ta="end">{money(part.stock.averageCost)}</Table.Td>
                <Table.Td ta="end">{money(part.stock.value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );

  const body = () => {
    if (view.isPending) return <SectionLoader label={t('workshop.stock.onHand.loading')} />;
    if (view.isError)
      return (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(view.error)}
        </Alert>
      );
    const { items, total, valuation } = view.data;
    const emptyText = isLow ? t('workshop.stock.onHand.noneLow') : t('workshop.stock.onHand.none');
    return (
      <Stack gap="md">
        <Group gap="xl">
          <LabelledFact label={t('workshop.stock.onHand.valuation')}>
            <Text fw={700} size="lg" component="span">
              {money(valuation)}
            </Text>
          </LabelledFact>
          <LabelledFact label={t('workshop.stock.onHand.parts')}>{formats.number(total)}</LabelledFact>
        </Group>
        {isPhone || items.length === 0 ? (
          <RecordCards
            records={items}
            idOf={(part) => part.partId}
            nameOf={(part) => `${part.partNumber} ${part.name}`}
            linkTo={(part) => paths.part(workshopId, part.partId)}
            total={total}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={(next) => show({ isLow, page: next })}
            isFetching={view.isFetching && view.isPlaceholderData}
            texts="workshop.stock.parts"
            emptyText={emptyText}
          >
            {(part) => (
              <Stack gap={2}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={700} dir="ltr">
                    {part.partNumber}
                  </Text>
                  <LowStockBadge part={part} />
                </Group>
                <Text size="sm">{part.name}</Text>
                <Group justify="space-between" gap="xs">
                  <Text size="sm" c="dimmed">
                    {t('workshop.stock.parts.onHandOf', { quantity: formats.number(part.stock.onHand) })} ·{' '}
                    {t('workshop.stock.onHand.reorderAt', { level: formats.number(part.stock.reorderLevel) })}
                  </Text>
                  <Text size="sm">{money(part.stock.value)}</Text>
                </Group>
              </Stack>
            )}
          </RecordCards>
        ) : (
          table(items)
        )}
      </Stack>
    );
  };

  return (
    <>
      <ScreenHeader
        title={t('workshop.stock.onHand.heading')}
        description={t('workshop.stock.onHand.intro', { workshop: workshop.name })}
        actions={<WorkbookExportButton download={(onProgress) => downloadStock(workshopId, onProgress)} fallbackName="stock-on-hand.xlsx" />}
      />
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <SegmentedControl
            aria-label={t('workshop.stock.onHand.viewLabel')}
            value={isLow ? 'low' : 'all'}
            onChange={(value) => show({ isLow: value === 'low', page: 1 })}
            data={[
              { value: 'all', label: t('workshop.stock.onHand.views.all') },
              { value: 'low', label: t('workshop.stock.onHand.views.low') },
            ]}
          />
          {isLow && lowParts.length > 0 && canAccess(me.role, 'inventory', 'change') ? (
            <Button onClick={() => setOrdering(true)}>{t('workshop.stock.onHand.orderLow')}</Button>
          ) : null}
        </Group>
        {body()}
      </Stack>
      <OrderDialog
        opened={isOrdering}
        onClose={() => setOrdering(false)}
        workshopId={workshopId}
        lines={lowParts.map((part) => ({ partId: part.partId, quantity: String(quantityToOrder(part)) }))}
        partNumbers={lowParts.map((part) => part.partNumber)}
      />
    </>
  );
}
