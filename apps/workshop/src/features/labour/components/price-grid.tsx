import { Box, em, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../shared/scroll-region';
import { OperationName, PriceCell, type PriceGridProps } from './price-cell';

/**
 * Each operation's price (and hours) in each vehicle segment. A table on a desk; on a phone (below
 * `sm`) one card per operation, its segments one under another, as a table of several segments
 * would scroll sideways and hide the prices behind the operation's name.
 */
export function PriceGrid(props: PriceGridProps) {
  const { t } = useTranslation();
  // Read at the first render (the app is not rendered on a server), so the grid does not flip after paint.
  const isPhone = useMediaQuery(`(max-width: ${em(MOBILE_BREAKPOINT_PX - 0.1)})`, false, { getInitialValueInEffect: false });
  if (props.catalogue.operations.length === 0)
    return (
      <Paper withBorder radius="lg" p="xl">
        <Text c="dimmed" ta="center">
          {t('workshop.labour.operations.none')}
        </Text>
      </Paper>
    );
  return isPhone ? <PriceCards {...props} /> : <PriceTable {...props} />;
}

function PriceTable(props: PriceGridProps) {
  const { t } = useTranslation();
  const { catalogue } = props;
  return (
    <Paper withBorder radius="lg">
      <ScrollRegion label={t('workshop.labour.operations.heading')}>
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
                  <OperationName {...props} operation={operation} />
                </Table.Th>
                {catalogue.vehicleSegments.map((segment) => (
                  <Table.Td key={segment.vehicleSegmentId} ta="end">
                    <PriceCell catalogue={catalogue} operation={operation} vehicleSegmentId={segment.vehicleSegmentId} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Paper>
  );
}

/** The grid on a phone: a card per operation, named by it, each vehicle segment a row of name, price and hours. */
function PriceCards(props: PriceGridProps) {
  const { catalogue } = props;
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {catalogue.operations.map((operation) => (
        <Paper component="li" key={operation.operationId} withBorder radius="lg" p="sm" aria-label={operation.name}>
          <OperationName {...props} operation={operation} />
          <Box component="dl" m={0} mt="xs">
            {catalogue.vehicleSegments.map((segment) => (
              <Box
                key={segment.vehicleSegmentId}
                py={6}
                style={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 'var(--mantine-spacing-sm)',
                  borderTop: '1px solid var(--mantine-color-default-border)',
                }}
              >
                <Text component="dt" size="sm">
                  {segment.name}
                </Text>
                <Box component="dd" m={0} ta="end">
                  <PriceCell catalogue={catalogue} operation={operation} vehicleSegmentId={segment.vehicleSegmentId} layout="inline" />
                </Box>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
