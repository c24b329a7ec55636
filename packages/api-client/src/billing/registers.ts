import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ZCreditNoteRegister,
  ZInvoiceRegister,
  type TCreditNoteRegister,
  type TCreditNoteRegisterQuery,
  type TInvoiceRegister,
  type TInvoiceRegisterQuery,
} from '@servicebay/domain';
import type { DownloadedFile, DownloadProgress } from '../http/fetch-file';
import { queryString } from '../http/query-string';
import { STAFF_QUERY_KEY } from '../staff/query-keys';
import { staffApi, staffFile } from '../staff/staff-client';
import { creditNoteKeys } from './credit-notes';

export type InvoiceRegisterQuery = TInvoiceRegisterQuery;
export type CreditNoteRegisterQuery = TCreditNoteRegisterQuery;
/** What an export is asked: the register's filter without its page. */
export type RegisterExport =
  | { register: 'invoices'; query: Omit<InvoiceRegisterQuery, 'page' | 'pageSize'> }
  | { register: 'credit-notes'; query: Omit<CreditNoteRegisterQuery, 'page' | 'pageSize'> };

export const registerKeys = {
  invoices: () => [...STAFF_QUERY_KEY, 'invoice-register'] as const,
  invoicePage: (workshopId: string, query: InvoiceRegisterQuery) => [...registerKeys.invoices(), workshopId, query] as const,
  // Under the credit notes' key: issuing one refreshes the register.
  creditNotes: () => [...creditNoteKeys.all(), 'register'] as const,
  creditNotePage: (workshopId: string, query: CreditNoteRegisterQuery) => [...registerKeys.creditNotes(), workshopId, query] as const,
};

const workshopPath = (workshopId: string) => `/staff/workshops/${encodeURIComponent(workshopId)}`;

/** GET …/invoices?from&to&kind&q&page&pageSize: a page of the invoice register and the period's totals. */
export const getInvoiceRegister = (workshopId: string, query: InvoiceRegisterQuery): Promise<TInvoiceRegister> =>
  staffApi.request(`${workshopPath(workshopId)}/invoices${queryString(query)}`, { schema: ZInvoiceRegister });

/** The page asked for; the last one stays on screen while the next loads. */
export const useInvoiceRegister = (workshopId: string, query: InvoiceRegisterQuery) =>
  useQuery({ queryKey: registerKeys.invoicePage(workshopId, query), queryFn: () => getInvoiceRegister(workshopId, query), placeholderData: keepPreviousData });

/** GET …/credit-notes?from&to&q&page&pageSize. */
export const getCreditNoteRegister = (workshopId: string, query: CreditNoteRegisterQuery): Promise<TCreditNoteRegister> =>
  staffApi.request(`${workshopPath(workshopId)}/credit-notes${queryString(query)}`, { schema: ZCreditNoteRegister });

export const useCreditNoteRegister = (workshopId: string, query: CreditNoteRegisterQuery) =>
  useQuery({
    queryKey: registerKeys.creditNotePage(workshopId, query),
    queryFn: () => getCreditNoteRegister(workshopId, query),
    placeholderData: keepPreviousData,
  });

/** GET …/invoices.xlsx or …/credit-notes.xlsx: the period's workbook, its titles in the app's language, telling how much has arrived. */
export const downloadRegister = (workshopId: string, { register, query }: RegisterExport, onProgress?: DownloadProgress): Promise<DownloadedFile> =>
  staffFile(`${workshopPath(workshopId)}/${register}.xlsx${queryString(query)}`, onProgress);
