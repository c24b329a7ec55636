import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollRegion } from '../../../shared/scroll-region';

/** A row of a time report: one person on one day, its cells in the columns' order. */
export type ReportRow = { key: string; cells: ReactNode[] };

type ReportTableProps = { label: string; columns: string[]; rows: ReportRow[]; minWidth: number };

/**
 * A time report's table on the desk: a day and a person per row, the person's name in bold (the
 * second column in both reports); sideways scroll on a narrow window, reachable by keyboard.
 */
export function ReportTable({ label, columns, rows, minWidth }: ReportTableProps) {
  return (
    <Paper withBorder radius="lg">
      <ScrollRegion label={label}>
        <Table verticalSpacing="sm" miw={minWidth}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                {row.cells.map((cell, index) => (
                  <Table.Td key={columns[index]} fw={index === 1 ? 600 : undefined}>
                    {cell}
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
