import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { usePurchaseOrders } from '@servicebay/api-client';
import { canAccess, type TOrderLineStatus, type TPurchaseOrder, type TStaffMe } from '@servicebay/domain';
import { PlusIcon, ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';
import { apiErrorText } from '../../../shared/notify';
import { InwardDialog } from './inward-dialog';
import { OrderDialog } from './order-dialog';
import { CloseOrderLineDialog, OrderLineActions, type OrderLineClosing } from './order-line-closing';

type OrdersScreenProps = { me: TStaffMe; workshop: TStaffMe['workshops'][number] };

const LINE_COLOURS: Record<TOrderLineStatus, string> = { pending: 'orange', completed: 'teal', rejected: 'gray', cancelled: 'gray' };

/**
 * Purchase orders (issue 28 parts 3 and 4): the latest orders, each line with what has come of it;
 * a new order; goods received against an order, in part or in full, on the vendor's bill or challan;
 * a pending line rejected or cancelled.
 */
export function OrdersScreen({ me, workshop }: OrdersScreenProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { workshopId } = workshop;
  const orders = usePurchaseOrders(workshopId);
  const canChange = canAccess(me.role, 'inventory', 'change');
  const [isOrdering, setOrdering] = useState(false);
  const [receiving, setReceiving] = useState<TPurchaseOrder | null>(null);
  const [closing, setClosing] = useState<OrderLineClosing | null>(null);
  const isOpen = (order: TPurchaseOrder) => order.lines.some((line) => line.status === 'pending');

  return (
    <>
      <ScreenHeader
        title={t('workshop.stock.orders.heading')}
        description={t('workshop.stock.orders.intro', { workshop: workshop.name })}
        actions={
          canChange ? (
            <Button leftSection={<PlusIcon size={18} />} onClick={() => setOrdering(true)}>
              {t('workshop.stock.orders.add')}
            </Button>
          ) : null
        }
      />
      {orders.isPending ? (
        <SectionLoader label={t('workshop.stock.orders.loading')} />
      ) : orders.isError ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(orders.error)}
        </Alert>
      ) : orders.data.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Text c="dimmed" ta="center">
            {t('workshop.stock.orders.none')}
          </Text>
        </Paper>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {orders.data.map((order) => (
            <Paper component="li" key={order.orderId} withBorder radius="lg" p="md" aria-label={order.number}>
              <Group justify="space-between" gap="xs" mb="xs">
                <Stack gap={0}>
                  <Text fw={700}>{t('workshop.stock.orders.ofVendor', { number: order.number, vendor: order.vendorName })}</Text>
                  <Text size="xs" c="dimmed">
                    {formats.dateTime(order.createdAt)}
                  </Text>
                </Stack>
                {canChange && isOpen(order) ? (
                  <Button size="sm" aria-label={t('workshop.stock.orders.receiveOf', { number: order.number })} onClick={() => setReceiving(order)}>
                    {t('workshop.stock.orders.receive')}
                  </Button>
                ) : null}
              </Group>
              <Stack gap={4}>
                {order.lines.map((line) => (
                  <Group key={line.orderLineId} justify="space-between" gap="xs">
                    <Text size="sm" style={{ minWidth: 0 }}>
                      <span dir="ltr">{line.partNumber}</span> · {line.name}
                    </Text>
                    {/* On a phone the line's actions go under its count and state rather than past the screen's edge. */}
                    <Group gap="xs">
                      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {t('workshop.stock.orders.received', { received: formats.number(line.received), quantity: formats.number(line.quantity) })}
                      </Text>
                      <Badge color={LINE_COLOURS[line.status]} variant="dot" radius="sm" tt="none" fw={500} style={{ flexShrink: 0 }}>
                        {t(`workshop.stock.orders.lineStatuses.${line.status}`)}
                      </Badge>
                      {canChange && line.status === 'pending' ? <OrderLineActions order={order} line={line} onClose={setClosing} /> : null}
                    </Group>
                  </Group>
                ))}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <OrderDialog opened={isOrdering} onClose={() => setOrdering(false)} workshopId={workshopId} />
      <InwardDialog order={receiving} workshopId={workshopId} onClose={() => setReceiving(null)} />
      <CloseOrderLineDialog workshopId={workshopId} closing={closing} onDone={() => setClosing(null)} />
    </>
  );
}
