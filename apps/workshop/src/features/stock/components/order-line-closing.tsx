import { Button, Group } from '@mantine/core';
import { useMoveOrderLine } from '@servicebay/api-client';
import type { TOrderLineChange, TPurchaseOrder } from '@servicebay/domain';
import { ConfirmDialog } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify';

type OrderLine = TPurchaseOrder['lines'][number];

/** A PENDING line about to close: rejected by the vendor or cancelled by the workshop. */
export type OrderLineClosing = { order: TPurchaseOrder; line: OrderLine; status: TOrderLineChange['status'] };

const STATUSES: readonly TOrderLineChange['status'][] = ['rejected', 'cancelled'];
const ACTION_OF = { rejected: 'reject', cancelled: 'cancel' } as const;

const namesOf = ({ order, line }: Pick<OrderLineClosing, 'order' | 'line'>) => ({ part: `${line.partNumber} · ${line.name}`, number: order.number });

/** Reject and Cancel line, beside a pending line; each asks first. */
export function OrderLineActions({ order, line, onClose }: Omit<OrderLineClosing, 'status'> & { onClose: (closing: OrderLineClosing) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {STATUSES.map((status) => (
        <Button
          key={status}
          size="compact-sm"
          variant="subtle"
          color={status === 'rejected' ? 'red' : 'gray'}
          aria-label={t(`workshop.stock.orders.lineActions.${ACTION_OF[status]}Of`, namesOf({ order, line }))}
          onClick={() => onClose({ order, line, status })}
        >
          {t(`workshop.stock.orders.lineActions.${ACTION_OF[status]}`)}
        </Button>
      ))}
    </Group>
  );
}

type CloseOrderLineDialogProps = { workshopId: string; closing: OrderLineClosing | null; onDone: () => void };

/** The confirmation; a refusal (the line no longer pending, say) shows the API's message and the dialog closes on the list as it now is. */
export function CloseOrderLineDialog({ workshopId, closing, onDone }: CloseOrderLineDialogProps) {
  const { t } = useTranslation();
  const move = useMoveOrderLine(workshopId);
  const action = closing ? ACTION_OF[closing.status] : 'cancel';
  const names = closing ? namesOf(closing) : { part: '', number: '' };
  const confirm = () => {
    if (!closing) return;
    move.mutate(
      { orderId: closing.order.orderId, orderLineId: closing.line.orderLineId, status: closing.status },
      {
        onSuccess: () => notifySuccess(t(`workshop.stock.orders.lineActions.${closing.status}`, names)),
        onError: (error) => notifyApiError(error),
        onSettled: onDone,
      },
    );
  };
  return (
    <ConfirmDialog
      opened={closing !== null}
      title={t(`workshop.stock.orders.lineActions.${action}Title`, names)}
      message={t(`workshop.stock.orders.lineActions.${action}Body`, names)}
      confirmLabel={t(`workshop.stock.orders.lineActions.${action}`)}
      cancelLabel={t('workshop.stock.orders.lineActions.keep')}
      isDestructive
      isPending={move.isPending}
      onConfirm={confirm}
      onCancel={onDone}
    />
  );
}
