import { STAFF_QUERY_KEY } from '../staff/query-keys';

/** Every stock query under one key: any posting (issue, return, part saved) refreshes the stock views. */
export const stockKeys = {
  all: () => [...STAFF_QUERY_KEY, 'stock'] as const,
  parts: (workshopId: string) => [...stockKeys.all(), workshopId, 'parts'] as const,
  partPage: (workshopId: string, query: PartSearch) => [...stockKeys.parts(workshopId), 'page', query] as const,
  part: (workshopId: string, partId: string) => [...stockKeys.parts(workshopId), partId] as const,
  ledger: (workshopId: string, partId: string, query: LedgerPage) => [...stockKeys.part(workshopId, partId), 'ledger', query] as const,
  vendors: (workshopId: string) => [...stockKeys.all(), workshopId, 'vendors'] as const,
  vendorStatement: (workshopId: string, vendorId: string) => [...stockKeys.vendors(workshopId), vendorId, 'statement'] as const,
  orders: (workshopId: string) => [...stockKeys.all(), workshopId, 'purchase-orders'] as const,
  inwards: (workshopId: string) => [...stockKeys.all(), workshopId, 'inwards'] as const,
  debitNotes: (workshopId: string, period: { from: string; to: string }) => [...stockKeys.all(), workshopId, 'debit-notes', period] as const,
  transfers: (workshopId: string) => [...stockKeys.all(), workshopId, 'stock-transfers'] as const,
  view: (workshopId: string, query: { isLow: boolean; page: number; pageSize: number }) => [...stockKeys.all(), workshopId, 'view', query] as const,
  cardParts: (workshopId: string, jobCardId: string) => [...stockKeys.all(), workshopId, 'job-card', jobCardId] as const,
};

export type PartSearch = { search?: string; page: number; pageSize: number };
export type LedgerPage = { page: number; pageSize: number };

export const stockPath = (workshopId: string) => `/staff/workshops/${encodeURIComponent(workshopId)}`;
