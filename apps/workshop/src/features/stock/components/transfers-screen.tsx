import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useCloseStockTransfer, useStockTransfers } from '@servicebay/api-client';
import { canAccess, type TStaffMe, type TStockTransfer, type TTransferStatus } from '@servicebay/domain';
import { PlusIcon, ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';
import { apiErrorText, notifyApiError, notifySuccess } from '../../../shared/notify';
import { TransferDialog } from './transfer-dialog';

type TransfersScreenProps = { me: TStaffMe; workshop: TStaffMe['workshops'][number] };

const STATUS_COLOURS: Record<TTransferStatus, string> = { inTransit: 'orange', received: 'teal', cancelled: 'gray' };

/**
 * Stock transfers (issue 28 part 6): what this branch sent and what is coming to it, each IN TRANSIT
 * until the receiving branch takes it in (Receive, there) or the sending one calls it back (Cancel, here).
 */
export function TransfersScreen({ me, workshop }: TransfersScreenProps) {
  const { t } = useTranslation();
  const { workshopId } = workshop;
  const transfers = useStockTransfers(workshopId);
  const canChange = canAccess(me.role, 'inventory', 'change');
  const [isSending, setSending] = useState(false);

  return (
    <>
      <ScreenHeader
        title={t('workshop.stock.transfers.heading')}
        description={t('workshop.stock.transfers.intro', { workshop: workshop.name })}
        actions={
          canChange ? (
            <Button leftSection={<PlusIcon size={18} />} onClick={() => setSending(true)}>
              {t('workshop.stock.transfers.add')}
            </Button>
          ) : null
        }
      />
      {transfers.isPending ? (
        <SectionLoader label={t('workshop.stock.transfers.loading')} />
      ) : transfers.isError ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(transfers.error)}
        </Alert>
      ) : transfers.data.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Text c="dimmed" ta="center">
            {t('workshop.stock.transfers.none')}
          </Text>
        </Paper>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {transfers.data.map((transfer) => (
            <TransferCard key={transfer.transferId} transfer={transfer} workshopId={workshopId} canChange={canChange} />
          ))}
        </Stack>
      )}
      <TransferDialog opened={isSending} onClose={() => setSending(false)} workshopId={workshopId} workshops={me.workshops} />
    </>
  );
}

/** One transfer as this branch sees it: sent from here (Cancel while IN TRANSIT) or coming here (Receive). */
function TransferCard({ transfer, workshopId, canChange }: { transfer: TStockTransfer; workshopId: string; canChange: boolean }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const close = useCloseStockTransfer(workshopId);
  const isSentFromHere = transfer.fromWorkshopId === workshopId;
  const step = isSentFromHere ? ('cancel' as const) : ('receive' as const);
  const money = (amount: number) => <span dir="ltr">{formats.money(amount, transfer.currency)}</span>;
  const onStep = () =>
    close.mutate(
      { transferId: transfer.transferId, step },
      {
        onSuccess: () => notifySuccess(t(`workshop.stock.transfers.${step === 'receive' ? 'received' : 'cancelled'}`, { number: transfer.number })),
        onError: (error) => notifyApiError(error),
      },
    );
  return (
    <Paper component="li" withBorder radius="lg" p="md" aria-label={transfer.number}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700}>
            <span dir="ltr">{transfer.number}</span>
          </Text>
          <Text size="sm">{t('workshop.stock.transfers.route', { from: transfer.fromName, to: transfer.toName })}</Text>
          <Text size="xs" c="dimmed">
            {t(`workshop.stock.transfers.${isSentFromHere ? 'fromHere' : 'toHere'}`)} · {formats.dateTime(transfer.createdAt)}
          </Text>
        </Stack>
        <Badge color={STATUS_COLOURS[transfer.status]} variant="dot" radius="sm" tt="none" fw={500} style={{ flexShrink: 0 }}>
          {t(`workshop.stock.transfers.statuses.${transfer.status}`)}
        </Badge>
      </Group>
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {transfer.lines.map((line) => (
          <Group component="li" key={line.partId} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            {/* The name and the number on lines of their own: on a phone in Arabic, one line mixing both broke mid-name. */}
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm">{line.name}</Text>
              <Text size="xs" c="dimmed">
                <span dir="ltr">{line.partNumber}</span>
              </Text>
            </Stack>
            <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
              {formats.number(line.quantity)} · {money(line.value)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Group justify="space-between" gap="xs" mt="sm">
        <Text size="sm" fw={600}>
          {t('workshop.stock.transfers.total')} {money(transfer.value)}
        </Text>
        {canChange && transfer.status === 'inTransit' ? (
          <Button
            size="sm"
            variant={step === 'receive' ? 'filled' : 'light'}
            color={step === 'receive' ? undefined : 'red'}
            loading={close.isPending}
            aria-label={t(`workshop.stock.transfers.${step}Of`, { number: transfer.number })}
            onClick={onStep}
          >
            {t(`workshop.stock.transfers.${step}`)}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
