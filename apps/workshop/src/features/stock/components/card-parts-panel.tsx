import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useJobCardParts } from '@servicebay/api-client';
import type { TJobCardPart, TJobLinePartStatus } from '@servicebay/domain';
import { SectionLoader } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats, type Formats } from '../../../shared/formats';
import { apiErrorText } from '../../../shared/notify';
import { mostFor, type CardPartMove } from '../card-part-move';
import { cardPartsTotals } from '../card-parts-totals';
import { cardLineOrder, type OrderLine } from '../order-forms';
import { CardPartMoveDialog } from './card-part-move-dialog';
import { OrderDialog } from './order-dialog';

type CardPartsPanelProps = { card: { workshopId: string; jobCardId: string }; canMove: boolean };

const STATUS_COLOURS: Record<TJobLinePartStatus, string> = { sparesPending: 'orange', partInwarded: 'blue', partIssued: 'teal' };

/**
 * The job card's parts (issue 28 part 9): each part line's state ('Spares Pending', 'Part Inwarded',
 * 'Part Issued') and, for the storekeeper, Issue and Return, a thumb's reach apart on a phone at the counter,
 * and Order for a line still short of parts: a purchase order for the rest, made for that line.
 */
export function CardPartsPanel({ card, canMove }: CardPartsPanelProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const parts = useJobCardParts(card.workshopId, card.jobCardId);
  const [moving, setMoving] = useState<{ move: CardPartMove; line: TJobCardPart } | null>(null);
  const [ordering, setOrdering] = useState<{ order: OrderLine; partNo: string } | null>(null);
  const number = (value: number) => formats.number(value);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="card-parts-heading">
      <Title order={2} size="h4" id="card-parts-heading" mb="sm">
        {t('workshop.stock.cardParts.heading')}
      </Title>
      {parts.isPending ? (
        <SectionLoader label={t('workshop.stock.cardParts.loading')} />
      ) : parts.isError ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(parts.error)}
        </Alert>
      ) : parts.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('workshop.stock.cardParts.none')}
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {parts.data.map((line) => {
            const order = cardLineOrder(line);
            return (
              <Stack
                component="li"
                key={line.lineId}
                aria-label={line.name}
                gap={6}
                py="sm"
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              >
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600}>{line.name}</Text>
                    {line.partNo ? (
                      <Text size="xs" c="dimmed" dir="ltr" ta="start">
                        {line.partNo}
                      </Text>
                    ) : null}
                  </Stack>
                  {line.status ? (
                    <Badge color={STATUS_COLOURS[line.status]} variant="dot" radius="sm" tt="none" fw={500} style={{ flexShrink: 0 }}>
                      {t(`workshop.stock.cardParts.statuses.${line.status}`)}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" c="dimmed">
                  {t('workshop.stock.cardParts.figures', {
                    quantity: number(line.quantity),
                    ordered: number(line.ordered),
                    inwarded: number(line.inwarded),
                    issued: number(line.issued),
                  })}
                  {' · '}
                  {t('workshop.stock.cardParts.returnedFigure', { returned: number(line.returned) })}
                </Text>
                {canMove ? (
                  <Group gap="xs" grow>
                    <Button
                      size="sm"
                      aria-label={t('workshop.stock.cardParts.issueOf', { name: line.name })}
                      disabled={mostFor('issue', line) <= 0}
                      onClick={() => setMoving({ move: 'issue', line })}
                    >
                      {t('workshop.stock.cardParts.issue')}
                    </Button>
                    <Button
                      size="sm"
                      variant="default"
                      aria-label={t('workshop.stock.cardParts.returnOf', { name: line.name })}
                      disabled={line.issued <= 0}
                      onClick={() => setMoving({ move: 'return', line })}
                    >
                      {t('workshop.stock.cardParts.return')}
                    </Button>
                    {order ? (
                      <Button
                        size="sm"
                        variant="light"
                        aria-label={t('workshop.stock.cardParts.orderOf', { name: line.name })}
                        onClick={() => setOrdering({ order, partNo: line.partNo ?? '' })}
                      >
                        {t('workshop.stock.cardParts.order')}
                      </Button>
                    ) : null}
                  </Group>
                ) : null}
              </Stack>
            );
          })}
        </Stack>
      )}
      {parts.data && parts.data.length > 0 ? <CardPartsTotalsLine lines={parts.data} formats={formats} /> : null}
      <CardPartMoveDialog card={card} moving={moving} formats={formats} onClose={() => setMoving(null)} />
      <OrderDialog
        opened={ordering !== null}
        onClose={() => setOrdering(null)}
        workshopId={card.workshopId}
        lines={ordering ? [ordering.order] : undefined}
        partNumbers={ordering ? [ordering.partNo] : undefined}
      />
    </Paper>
  );
}

/** Purchased for the card versus used on it (issue 28 part 8), under its lines. */
function CardPartsTotalsLine({ lines, formats }: { lines: TJobCardPart[]; formats: Formats }) {
  const { t } = useTranslation();
  const totals = cardPartsTotals(lines);
  const used = formats.number(totals.used);
  return (
    <Group justify="space-between" gap="xs" pt="sm" aria-label={t('workshop.stock.cardParts.totals')} role="group">
      <Text size="sm" fw={600}>
        {t('workshop.stock.cardParts.totals')}
      </Text>
      <Text size="sm">
        {t('workshop.stock.cardParts.purchased', { quantity: formats.number(totals.purchased) })}
        {' · '}
        {totals.usedValue
          ? t('workshop.stock.cardParts.usedValue', { quantity: used, value: formats.money(totals.usedValue.amount, totals.usedValue.currency) })
          : t('workshop.stock.cardParts.used', { quantity: used })}
      </Text>
    </Group>
  );
}
