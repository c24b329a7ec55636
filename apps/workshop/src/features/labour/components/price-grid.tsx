import { Button, Paper, ScrollArea, Table, Text } from '@mantine/core';
import type { TLabourCatalogue, TLabourOperation } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';

type PriceGridProps = { catalogue: TLabourCatalogue; canChange: boolean; onOpen: (operation: TLabourOperation) => void };

/** Each operation's price (and hours) in each vehicle segment: the catalogue's price grid, scrolled sideways on a phone. */
export function PriceGrid({ catalogue, canChange, onOpen }: PriceGridProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const rateName = (id: string) => catalogue.rateSegments.find((segment) => segment.rateSegmentId === id)?.name ?? '';
  if (catalogue.operations.length === 0)
    return (
      <Paper withBorder radius="lg" p="xl">
        <Text c="dimmed" ta="center">
          {t('workshop.labour.operations.none')}
        </Text>
      </Paper>
    );
  return (
    <Paper withBorder radius="lg">
      <ScrollArea type="auto">
        <Table verticalSpacing="sm" miw={Math.max(480, 220 + catalogue.vehicleSegments.length * 120)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('workshop.labour.operations.name')}</Table.Th>
              {catalogue.vehicleSegments.map((segment) => (
                <Table.Th key={segment.vehicleSegmentId} scope="col" ta="end">
                  {segment.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {catalogue.operations.map((operation) => (
              <Table.Tr key={operation.operationId}>
                <Table.Th scope="row" fw={400}>
                  {canChange ? (
                    <Button variant="subtle" px={0} size="compact-sm" onClick={() => onOpen(operation)}>
                      {operation.name}
                    </Button>
                  ) : (
                    <Text size="sm">{operation.name}</Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {rateName(operation.rateSegmentId)}
                  </Text>
                </Table.Th>
                {catalogue.vehicleSegments.map((segment) => {
                  const cell = operation.cells.find((each) => each.vehicleSegmentId === segment.vehicleSegmentId);
                  return (
                    <Table.Td key={segment.vehicleSegmentId} ta="end">
                      {cell ? (
                        <>
                          <Text size="sm" dir="ltr" span>
                            {formats.money(cell.price, catalogue.currency)}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t('workshop.labour.operations.hours', { hours: formats.number(cell.hours) })}
                          </Text>
                        </>
                      ) : (
                        <Text size="xs" c="dimmed">
                          {t('workshop.labour.operations.notDone')}
                        </Text>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
}
