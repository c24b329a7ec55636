import {
  autoInvoiceNumber,
  financialYearOf,
  isWholeInMinor,
  jobCardMoveProblem,
  majorOf,
  minorDigitsOf,
  minorOf,
  type TCardBill,
  type TCurrency,
  type TPayment,
  type TPaymentBody,
  type ZPaymentBody,
} from '@servicebay/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { JobCardRow } from '../job-cards';
import type { EstimateAnswersDeps } from './estimate-answers.service';
import type { EstimateService } from './estimate.service';
import type { CardPaymentRow, InvoicesRepository } from './invoices.repository';
import type { PaidAdvance } from './registers.service';

export type CardPaymentsDeps = {
  db: Db;
  estimates: Pick<EstimateService, 'placeOf'>;
  invoices: InvoicesRepository;
  cards: EstimateAnswersDeps['cards'];
  lockBooking: EstimateAnswersDeps['lockBooking'];
  /** The payments module's paid advances of bookings (here the one the card came from). */
  advancesOf: (bookingIds: readonly string[]) => Promise<PaidAdvance[]>;
  staffNames: (brandId: string, staffIds: readonly string[]) => Promise<Map<string, string>>;
};

/** The receipts' own series: 'RC2627/0001'. */
const RECEIPT_PREFIX = 'RC';

export type CardPaymentsService = ReturnType<typeof createCardPaymentsService>;

/**
 * Payments against a job card's tax invoice (issue 27 part 5): cash (with the change), card, bank
 * transfer and cheque ('Cheque number is 6 digits'), partial ones, each with a receipt numbered from
 * the workshop's series; the booking's advance counts as paid. A balance left moves the card to
 * Payment Pending, which the customer's timeline shows.
 */
export function createCardPaymentsService({ db, estimates, invoices, cards, lockBooking, advancesOf, staffNames }: CardPaymentsDeps) {
  const deskPayments = (jobCardId: string, tx: Db = db) => invoices.paymentsOf(jobCardId, tx);
  const advancesOfCard = async (card: JobCardRow) => (card.bookingId ? advancesOf([card.bookingId]) : []);

  async function billOf(card: JobCardRow, currency: TCurrency): Promise<TCardBill> {
    const [invoice, desk, advances] = await Promise.all([invoices.taxInvoiceOf(card.id), deskPayments(card.id), advancesOfCard(card)]);
    const names = await staffNames(card.brandId, [...new Set(desk.flatMap((row) => (row.receivedByStaffId ? [row.receivedByStaffId] : [])))]);
    const major = (amount: number) => majorOf(amount, currency);
    const payments: TPayment[] = [
      ...advances.map((advance, index) => ({
        paymentId: `advance-${index + 1}`,
        receiptNo: null,
        mode: 'advance' as const,
        amount: major(advance.amountMinor),
        amountTendered: null,
        change: null,
        chequeNo: null,
        bankName: null,
        reference: null,
        paymentDate: (advance.paidAt ?? card.createdAt).toISOString().slice(0, 10),
        receivedBy: null,
      })),
      ...desk.map((row) => paymentView(row, names, major)),
    ];
    const paidMinor = advances.reduce((sum, advance) => sum + advance.amountMinor, 0) + desk.reduce((sum, row) => sum + row.amountMinor, 0);
    const grandTotalMinor = invoice?.grandTotalMinor ?? 0;
    return {
      currency,
      invoiceNumber: invoice?.number ?? null,
      grandTotal: major(grandTotalMinor),
      paid: major(paidMinor),
      balance: major(grandTotalMinor - paidMinor),
      payments,
    };
  }

  return {
    /** GET …/job-cards/{id}/bill. */
    async bill(brand: Brand, scope: StaffScope, jobCardId: string): Promise<TCardBill> {
      const [card, place] = await Promise.all([cards.byId(scope, jobCardId), estimates.placeOf(brand, scope.workshopId)]);
      if (!card) throw new AppError('resource/not-found');
      return billOf(card, place.currency);
    },

    /** POST …/job-cards/{id}/payments: refused above the balance; a balance left is Payment Pending. */
    async take(brand: Brand, scope: StaffScope, jobCardId: string, body: z.output<typeof ZPaymentBody>): Promise<TCardBill> {
      const [found, place] = await Promise.all([cards.byId(scope, jobCardId), estimates.placeOf(brand, scope.workshopId)]);
      if (!found) throw new AppError('resource/not-found');
      const currency = place.currency;
      for (const field of ['amount', 'amountTendered'] as const) {
        const value = body[field];
        if (value !== null && !isWholeInMinor(value, currency))
          throw new AppError('request/invalid', { field, message: `Enter an amount with at most ${minorDigitsOf(currency)} decimals` });
      }
      const advances = await advancesOfCard(found);
      await db.transaction(async (tx) => {
        if (found.bookingId) await lockBooking(found.brandId, found.workshopId, found.bookingId, tx);
        const card = await cards.lockedById(scope, jobCardId, tx);
        if (!card) throw new AppError('resource/not-found');
        const invoice = await invoices.taxInvoiceOf(card.id, tx);
        if (!invoice) throw new AppError('billing/no-tax-invoice');
        const paid =
          advances.reduce((sum, advance) => sum + advance.amountMinor, 0) + (await deskPayments(card.id, tx)).reduce((sum, row) => sum + row.amountMinor, 0);
        const balance = invoice.grandTotalMinor - paid;
        const amount = minorOf(body.amount, currency);
        if (amount > balance) throw new AppError('billing/above-balance', { field: 'amount' });
        const financialYear = financialYearOf(place.supply.day, place.supply.market);
        const serial = await invoices.nextSerial(card.workshopId, 'receipt', financialYear, tx);
        await invoices.insertPayment(
          {
            brandId: card.brandId,
            workshopId: card.workshopId,
            jobCardId: card.id,
            invoiceId: invoice.id,
            receiptNo: autoInvoiceNumber(RECEIPT_PREFIX, financialYear, serial),
            mode: body.mode,
            amountMinor: amount,
            amountTenderedMinor: body.mode === 'cash' && body.amountTendered !== null ? minorOf(body.amountTendered, currency) : null,
            chequeNo: body.mode === 'cheque' ? body.chequeNo : null,
            bankName: body.bankName,
            reference: body.reference,
            paymentDay: body.paymentDate ?? place.supply.day,
            receivedByStaffId: scope.staffId,
          },
          tx,
        );
        const isPending = balance - amount > 0;
        if (isPending && card.status === 'invoice' && jobCardMoveProblem(card.status, 'paymentPending', scope.role, card) === null)
          await cards.moveInTransaction(brand, scope, card, 'paymentPending', null, tx);
        else await cards.changed(tx, card);
      });
      const card = (await cards.byId(scope, jobCardId))!;
      return billOf(card, currency);
    },
  };
}

function paymentView(row: CardPaymentRow, names: Map<string, string>, major: (amount: number) => number): TPayment {
  return {
    paymentId: row.id,
    receiptNo: row.receiptNo,
    mode: row.mode,
    amount: major(row.amountMinor),
    amountTendered: row.amountTenderedMinor === null ? null : major(row.amountTenderedMinor),
    change: row.amountTenderedMinor === null ? null : major(row.amountTenderedMinor - row.amountMinor),
    chequeNo: row.chequeNo,
    bankName: row.bankName,
    reference: row.reference,
    paymentDate: row.paymentDay,
    receivedBy: row.receivedByStaffId ? (names.get(row.receivedByStaffId) ?? null) : null,
  };
}

export type { TPaymentBody };
