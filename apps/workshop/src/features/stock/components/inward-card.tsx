import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TInward, TInwardStatus } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import type { Formats } from '../../../shared/formats';
import { canReturnToVendor } from '../inward-forms';

const STATUS_COLOURS: Record<TInwardStatus, string> = { pending: 'orange', completed: 'teal', cancelled: 'gray' };

type InwardCardProps = {
  inward: TInward;
  formats: Formats;
  canChange: boolean;
  isBusy: boolean;
  onComplete: (inward: TInward) => void;
  onCancel: (inward: TInward) => void;
  onReturn: (inward: TInward) => void;
  onDebitNote: (inward: TInward) => void;
};

/** One inward: its number, day, vendor, bill or challan, amount and state, each line with what went back, and what may be done with it now. */
export function InwardCard({ inward, formats, canChange, isBusy, onComplete, onCancel, onReturn, onDebitNote }: InwardCardProps) {
  const { t } = useTranslation();
  const money = (amount: number) => formats.money(amount, inward.currency);
  const names = { number: inward.number };
  const billText = [
    inward.billNumber ? t('workshop.stock.inwards.bill', { number: inward.billNumber }) : null,
    inward.challanNumber ? t('workshop.stock.inwards.challan', { number: inward.challanNumber }) : null,
  ].filter(Boolean);

  return (
    <Paper component="li" withBorder radius="lg" p="md" aria-label={inward.number}>
      <Group justify="space-between" gap="xs" mb="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700}>{t('workshop.stock.inwards.ofVendor', { number: inward.number, vendor: inward.vendorName })}</Text>
          <Text size="xs" c="dimmed">
            {formats.day(inward.inwardDate)} · {billText.length > 0 ? <bdi>{billText.join(' · ')}</bdi> : t('workshop.stock.inwards.noBill')}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text fw={700}>{money(inward.amount)}</Text>
          <Group gap={6} justify="flex-end">
            <Badge color={STATUS_COLOURS[inward.status]} variant="dot" radius="sm" tt="none" fw={500}>
              {t(`workshop.stock.inwards.statuses.${inward.status}`)}
            </Badge>
            {inward.debitNoteNumber ? (
              <Badge color="grape" variant="light" radius="sm" tt="none" fw={500}>
                {t('workshop.stock.inwards.debitNote', { number: inward.debitNoteNumber })}
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Group>
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {inward.lines.map((line) => (
          <Group component="li" key={line.inwardLineId} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" style={{ minWidth: 0 }}>
              <bdi>
                {line.partNumber} · {line.name}
              </bdi>
            </Text>
            <Group gap="xs" wrap="nowrap">
              {line.returned > 0 ? (
                <Badge color="red" variant="light" radius="sm" tt="none" fw={500}>
                  {t('workshop.stock.inwards.returned', { quantity: formats.number(line.returned) })}
                </Badge>
              ) : null}
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                <bdi>{t('workshop.stock.inwards.line', { quantity: formats.number(line.quantity), price: money(line.unitPrice) })}</bdi>
              </Text>
            </Group>
          </Group>
        ))}
      </Stack>
      {canChange && inward.status !== 'cancelled' ? (
        <Group gap="xs" mt="sm" justify="flex-end">
          {inward.status === 'pending' ? (
            <>
              <Button
                size="sm"
                variant="default"
                color="red"
                loading={isBusy}
                onClick={() => onCancel(inward)}
                aria-label={t('workshop.stock.inwards.cancelOf', names)}
              >
                {t('workshop.stock.inwards.cancel')}
              </Button>
              <Button size="sm" loading={isBusy} onClick={() => onComplete(inward)} aria-label={t('workshop.stock.inwards.completeOf', names)}>
                {t('workshop.stock.inwards.complete')}
              </Button>
            </>
          ) : (
            <>
              {canReturnToVendor(inward) ? (
                <Button size="sm" variant="default" onClick={() => onReturn(inward)} aria-label={t('workshop.stock.inwards.returnOf', names)}>
                  {t('workshop.stock.inwards.returnToVendor')}
                </Button>
              ) : null}
              {inward.debitNoteNumber ? null : (
                <Button size="sm" variant="default" onClick={() => onDebitNote(inward)} aria-label={t('workshop.stock.inwards.debitNoteOf', names)}>
                  {t('workshop.stock.inwards.raiseDebitNote')}
                </Button>
              )}
            </>
          )}
        </Group>
      ) : null}
    </Paper>
  );
}
