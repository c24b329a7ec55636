import { Button, Group, Text } from '@mantine/core';
import type { TLabourCatalogue, TLabourOperation } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';

/** What the table and the cards of the price grid are both given. */
export type PriceGridProps = { catalogue: TLabourCatalogue; canChange: boolean; onOpen: (operation: TLabourOperation) => void };

/** The operation's name (a button opening it when the role may change it) over its rate segment's name. */
export function OperationName({ catalogue, canChange, onOpen, operation }: PriceGridProps & { operation: TLabourOperation }) {
  const rate = catalogue.rateSegments.find((segment) => segment.rateSegmentId === operation.rateSegmentId)?.name ?? '';
  return (
    <>
      {canChange ? (
        <Button variant="subtle" px={0} size="compact-sm" onClick={() => onOpen(operation)} styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}>
          {operation.name}
        </Button>
      ) : (
        <Text size="sm" fw={600}>
          {operation.name}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {rate}
      </Text>
    </>
  );
}

type PriceCellProps = {
  catalogue: TLabourCatalogue;
  operation: TLabourOperation;
  vehicleSegmentId: string;
  /** The table's cell is narrow: the hours go under the price. A card's row has room: beside it. */
  layout?: 'stacked' | 'inline';
};

/** One cell of the grid: the price and its hours, or 'Not done' where the operation has no time in the segment. */
export function PriceCell({ catalogue, operation, vehicleSegmentId, layout = 'stacked' }: PriceCellProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const cell = operation.cells.find((each) => each.vehicleSegmentId === vehicleSegmentId);
  if (!cell)
    return (
      <Text size="xs" c="dimmed">
        {t('workshop.labour.operations.notDone')}
      </Text>
    );
  const price = (
    <Text size="sm" dir="ltr" span>
      {formats.money(cell.price, catalogue.currency)}
    </Text>
  );
  const hours = t('workshop.labour.operations.hours', { hours: formats.number(cell.hours) });
  if (layout === 'inline')
    return (
      <Group gap="xs" justify="flex-end" wrap="nowrap" align="baseline" style={{ whiteSpace: 'nowrap' }}>
        <Text size="xs" c="dimmed" span>
          {hours}
        </Text>
        {price}
      </Group>
    );
  return (
    <>
      {price}
      <Text size="xs" c="dimmed">
        {hours}
      </Text>
    </>
  );
}
