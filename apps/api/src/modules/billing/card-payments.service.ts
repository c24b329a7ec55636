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
import type { CustomerCredit } from '../customers';
import type { BalanceOf } from './card-balance';
import type { CreditSalesRepository } from './credit-sales.repository';
import type { LockCard } from './card-lock';
import type { EstimateAnswersDeps } from './estimate-answers.service';
import type { EstimateService } from './estimate.service';
import type { BillingPlace } from './estimate.service';
import type { CardPaymentRow, InvoiceRow, InvoicesRepository } from './invoices.repository';

/** A payment to record against the tax invoice, as the desk takes it or the gateway reports it. */
type PaymentToRecord = Pick<
  CardPaymentRow,
  'mode' | 'amountMinor' | 'amountTenderedMinor' | 'chequeNo' | 'bankName' | 'reference' | 'receivedByStaffId' | 'gatewayPaymentId'
> & { paymentDay: string | null };

/** A balance paid online, as the payments module reports it once (its `orderPaid` hook). */
export type BalancePaidOnline = { brand: Brand; bookingId: string; amountMinor: number; paymentId: string; gatewayOrderId: string };

export type CardPaymentsDeps = {
  db: Db;
  estimates: Pick<EstimateService, 'placeOf'>;
  invoices: InvoicesRepository;
  cards: EstimateAnswersDeps['cards'];
  lockCard: LockCard;
  balanceOf: BalanceOf;
  creditSales: CreditSalesRepository;
  customerCredit: Pick<CustomerCredit, 'use'>;
  staffNames: (brandId: string, staffIds: readonly string[]) => Promise<Map<string, string>>;
  /** The card's booking's 'Payment Pending' settled (the bookings module), in the payment's transaction. */
  billSettled: (brandId: string, workshopId: string, bookingId: string, tx: Db) => Promise<void>;
};

/** The receipts' own series: 'RC2627/0001'. */
const RECEIPT_PREFIX = 'RC';

export type CardPaymentsService = ReturnType<typeof createCardPaymentsService>;

/**
 * Payments against a job card's tax invoice (issue 27 part 5): cash (with the change), card, bank
 * transfer and cheque ('Cheque number is 6 digits'), partial ones, each with a receipt numbered from
 * the workshop's series; the booking's advance counts as paid, and so does the balance the customer
 * pays online (`recordOnline`). A balance left moves the card to Payment Pending; a bill paid up
 * settles the customer's timeline's 'Payment Pending' (customer spec section 4).
 */
export function createCardPaymentsService({
  db,
  estimates,
  invoices,
  cards,
  lockCard,
  balanceOf,
  creditSales,
  customerCredit,
  staffNames,
  billSettled,
}: CardPaymentsDeps) {
  async function billOf(card: JobCardRow, currency: TCurrency): Promise<TCardBill> {
    const { invoice, deskPayments: desk, advances, paidMinor, balanceMinor } = await balanceOf(card);
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
    return {
      currency,
      invoiceNumber: invoice?.number ?? null,
      grandTotal: major(invoice?.grandTotalMinor ?? 0),
      paid: major(paidMinor),
      balance: major(balanceMinor),
      payments,
    };
  }

  /**
   * One payment against the card's tax invoice, in `tx` with the booking and the card locked: refused
   * above the balance unless the money is already taken (online), numbered from the receipts' series;
   * a bill paid up settles its booking's Payment Pending, and a payment on a card that left on credit
   * settles that credit and gives the customer's limit back. Answers the balance left.
   */
  async function record(card: JobCardRow, invoice: InvoiceRow, place: BillingPlace, payment: PaymentToRecord, tx: Db): Promise<number> {
    const { balanceMinor: balance } = await balanceOf(card, tx);
    if (payment.amountMinor > balance && payment.mode !== 'online') throw new AppError('billing/above-balance', { field: 'amount' });
    const financialYear = financialYearOf(place.supply.day, place.supply.market);
    const serial = await invoices.nextSerial(card.workshopId, 'receipt', financialYear, tx);
    await invoices.insertPayment(
      {
        ...payment,
        brandId: card.brandId,
        workshopId: card.workshopId,
        jobCardId: card.id,
        invoiceId: invoice.id,
        receiptNo: autoInvoiceNumber(RECEIPT_PREFIX, financialYear, serial),
        paymentDay: payment.paymentDay ?? place.supply.day,
      },
      tx,
    );
    const { settledMinor } = await creditSales.settle(card.id, payment.amountMinor, tx);
    if (settledMinor > 0) await customerCredit.use(card, card.customerId, -settledMinor, tx);
    const left = balance - payment.amountMinor;
    if (left <= 0 && card.bookingId) await billSettled(card.brandId, card.workshopId, card.bookingId, tx);
    return left;
  }

  return {
    billOf,

    /**
     * A balance paid online (the payments module's `orderPaid`, in the transaction that marked the
     * order paid, once: the booking is locked already): the card's payment with its receipt. The
     * money is taken, so it is recorded even if the desk took some of the balance meanwhile.
     */
    async recordOnline({ brand, bookingId, amountMinor, paymentId, gatewayOrderId }: BalancePaidOnline, tx: Db): Promise<void> {
      const card = await cards.lockedByBooking(brand.id, bookingId, tx);
      const invoice = card ? await invoices.taxInvoiceOf(card.id, tx) : null;
      // An order is made only against an issued invoice, which is never withdrawn.
      if (!card || !invoice) throw new AppError('billing/invoice-not-ready');
      // In the payment's transaction: on PGlite's one connection a read outside it would wait for it.
      const place = await estimates.placeOf(brand, card.workshopId, tx);
      await record(
        card,
        invoice,
        place,
        {
          mode: 'online',
          amountMinor,
          amountTenderedMinor: null,
          chequeNo: null,
          bankName: null,
          reference: gatewayOrderId,
          paymentDay: null,
          receivedByStaffId: null,
          gatewayPaymentId: paymentId,
        },
        tx,
      );
      await cards.changed(tx, card);
    },

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
      await db.transaction(async (tx) => {
        const card = await lockCard(found, tx);
        const invoice = await invoices.taxInvoiceOf(card.id, tx);
        if (!invoice) throw new AppError('billing/no-tax-invoice');
        const amount = minorOf(body.amount, currency);
        const left = await record(
          card,
          invoice,
          place,
          {
            mode: body.mode,
            amountMinor: amount,
            amountTenderedMinor: body.mode === 'cash' && body.amountTendered !== null ? minorOf(body.amountTendered, currency) : null,
            chequeNo: body.mode === 'cheque' ? body.chequeNo : null,
            bankName: body.bankName,
            reference: body.reference,
            paymentDay: body.paymentDate ?? null,
            receivedByStaffId: scope.staffId,
            gatewayPaymentId: null,
          },
          tx,
        );
        const isPending = left > 0;
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
