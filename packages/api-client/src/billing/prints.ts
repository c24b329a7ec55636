import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZCreditNote, type TPrintLanguage } from '@servicebay/domain';
import { jobCardPath } from '../job-cards/get-job-card';
import { staffApi, staffFile } from '../staff/staff-client';
import { creditNoteKeys } from './credit-notes';

const workshopPath = (workshopId: string) => `/staff/workshops/${encodeURIComponent(workshopId)}`;

/** The workshop's prints (the API's prints.routes.ts), each a PDF. */
export const printPaths = {
  invoice: (workshopId: string, invoiceId: string) => `${workshopPath(workshopId)}/invoices/${encodeURIComponent(invoiceId)}/pdf`,
  creditNote: (workshopId: string, creditNoteId: string) => `${workshopPath(workshopId)}/credit-notes/${encodeURIComponent(creditNoteId)}/pdf`,
  receipt: (workshopId: string, paymentId: string) => `${workshopPath(workshopId)}/payments/${encodeURIComponent(paymentId)}/receipt`,
  estimate: (workshopId: string, jobCardId: string) => `${jobCardPath(workshopId, jobCardId)}/estimate/pdf`,
  advanceReceipt: (workshopId: string, jobCardId: string) => `${jobCardPath(workshopId, jobCardId)}/advance-receipt`,
  jobCard: (workshopId: string, jobCardId: string) => `${jobCardPath(workshopId, jobCardId)}/pdf`,
  gatePass: (workshopId: string, jobCardId: string) => `${jobCardPath(workshopId, jobCardId)}/gate-pass`,
};

/**
 * A print as a blob, fetched with the desk's token (a link alone would carry none), in the desk's
 * language first where the market prints two; a refusal rejects with the API's error.
 */
export const staffPdf = async (path: string, language: TPrintLanguage): Promise<Blob> =>
  (await staffFile(`${path}?${new URLSearchParams({ lang: language })}`)).blob;

/** GET …/job-cards/{id}/credit-notes: the notes against the card's tax invoice. */
export const useCardCreditNotes = (card: { workshopId: string; jobCardId: string }, enabled = true) =>
  useQuery({
    queryKey: [...creditNoteKeys.all(), 'card', card.workshopId, card.jobCardId],
    queryFn: () => staffApi.request(`${jobCardPath(card.workshopId, card.jobCardId)}/credit-notes`, { schema: z.array(ZCreditNote) }),
    enabled,
  });
