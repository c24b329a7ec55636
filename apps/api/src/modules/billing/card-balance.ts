import type { Db } from '../../db/client';
import type { JobCardRow } from '../job-cards';
import type { CardPaymentRow, InvoiceRow, InvoicesRepository } from './invoices.repository';

export type PaidAdvance = { amountMinor: number; paidAt: Date | null };
/** The payments module's paid advance of a booking, read in the caller's transaction when it has one. */
export type AdvancesOf = (bookingId: string, tx?: Db) => Promise<PaidAdvance[]>;

export type CardBalance = {
  invoice: InvoiceRow | null;
  advances: PaidAdvance[];
  deskPayments: CardPaymentRow[];
  paidMinor: number;
  /** The tax invoice's grand total less everything paid; 0 before the invoice. */
  balanceMinor: number;
};

/**
 * What a job card's tax invoice still asks (issue 27 part 5), in one place for the bill, the desk's
 * payments and the delivery gate: the grand total less the booking's advance and the desk's payments.
 */
export function createCardBalance({ invoices, advancesOf }: { invoices: InvoicesRepository; advancesOf: AdvancesOf }) {
  return async function balanceOf(card: Pick<JobCardRow, 'id' | 'bookingId'>, tx?: Db): Promise<CardBalance> {
    const [invoice, deskPayments, advances] = await Promise.all([
      invoices.taxInvoiceOf(card.id, tx),
      invoices.paymentsOf(card.id, tx),
      card.bookingId ? advancesOf(card.bookingId, tx) : Promise.resolve([]),
    ]);
    const paidMinor = advances.reduce((sum, advance) => sum + advance.amountMinor, 0) + deskPayments.reduce((sum, row) => sum + row.amountMinor, 0);
    return { invoice, advances, deskPayments, paidMinor, balanceMinor: invoice ? invoice.grandTotalMinor - paidMinor : 0 };
  };
}

export type BalanceOf = ReturnType<typeof createCardBalance>;
