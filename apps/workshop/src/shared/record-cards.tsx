import { Box, Group, Pagination, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './record-cards.css';

/** The catalogue areas whose paging texts (pagination, previousPage, nextPage, page) a list uses. */
type PagingTexts = 'workshop.board' | 'workshop.customers' | 'workshop.registers' | 'workshop.stock.parts' | 'workshop.employees.employees';

type RecordCardsProps<T> = {
  records: readonly T[];
  idOf: (record: T) => string;
  /** The card's accessible name: what the desk is asked for first (the plate, the name). */
  nameOf: (record: T) => string;
  /** Where the card leads; or `onOpen`, for a record opened in a dialog; with neither, the card is not a control. */
  linkTo?: (record: T) => string;
  onOpen?: (record: T) => void;
  children: (record: T) => ReactNode;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  isFetching: boolean;
  texts: PagingTexts;
  emptyText: string;
};

/**
 * A server-paged list as cards, for a phone: each record a card that is one link, what matters
 * first on top, and the same paging as the desk's grid. A wide table would scroll sideways at
 * 320 px and hide the plate and the vehicle behind it (issue 26, item 13).
 */
export function RecordCards<T>({
  records,
  idOf,
  nameOf,
  linkTo,
  onOpen,
  children,
  total,
  page,
  pageSize,
  onPage,
  isFetching,
  texts,
  emptyText,
}: RecordCardsProps<T>) {
  const { t } = useTranslation();
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (records.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Text c="dimmed" ta="center">
          {emptyText}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm" aria-busy={isFetching} style={{ opacity: isFetching ? 0.6 : 1 }}>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {records.map((record) => (
          <Box component="li" key={idOf(record)} aria-label={nameOf(record)}>
            {linkTo ? (
              <UnstyledButton component={Link} to={linkTo(record)} className="record-card" w="100%">
                {children(record)}
              </UnstyledButton>
            ) : onOpen ? (
              <UnstyledButton onClick={() => onOpen(record)} className="record-card" w="100%">
                {children(record)}
              </UnstyledButton>
            ) : (
              <Box className="record-card">{children(record)}</Box>
            )}
          </Box>
        ))}
      </Stack>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t(`${texts}.pagination`, { from, to, total })}
        </Text>
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          size="sm"
          siblings={0}
          boundaries={1}
          getControlProps={(control) =>
            control === 'previous' ? { 'aria-label': t(`${texts}.previousPage`) } : control === 'next' ? { 'aria-label': t(`${texts}.nextPage`) } : {}
          }
          getItemProps={(number) => ({ 'aria-label': t(`${texts}.page`, { page: number }) })}
        />
      </Group>
    </Stack>
  );
}
