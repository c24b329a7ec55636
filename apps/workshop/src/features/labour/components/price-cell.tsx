import { Button, Text } from '@mantine/core';
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

/** One cell of the grid: the price and its hours, or 'Not done' where the operation has no time in the segment. */
export function PriceCell({ catalogue, operation, vehicleSegmentId }: { catalogue: TLabourCatalogue; operation: TLabourOperation; vehicleSegmentId: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const cell = operation.cells.find((each) => each.vehicleSegmentId === vehicleSegmentId);
  if (!cell)
    return (
      <Text size="xs" c="dimmed">
        {t('workshop.labour.operations.notDone')}
      </Text>
    );
  return (
    <>
      <Text size="sm" dir="ltr" span>
        {formats.money(cell.price, catalogue.currency)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('workshop.labour.operations.hours', { hours: formats.number(cell.hours) })}
      </Text>
    </>
  );
}
