import {
  billedLines,
  estimateOf,
  INVOICE_URL_MINUTES,
  isWholeInMinor,
  majorOf,
  minorDigitsOf,
  minorOf,
  type TBalanceOrderBody,
  type TBookingBill,
  type TCurrency,
  type TInvoice,
  type TInvoiceUrl,
  type TPaymentOrder,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { BillsAsked, CardBill } from '../bookings';
import type { JobCardRow } from '../job-cards';
import type { OrderPaid, PaymentsService } from '../payments';
import type { CardPaymentsService } from './card-payments.service';
import type { EstimateAnswersDeps } from './estimate-answers.service';
import type { EstimateRepository } from './estimate.repository';
import type { BillingPlace, EstimateService } from './estimate.service';
import type { InvoicesRepository } from './invoices.repository';
import type { InvoicesService } from './invoices.service';
import { createLinkSigner } from './signed-link';

export type CustomerBillDeps = {
  now: () => Date;
  estimates: Pick<EstimateService, 'placeOf'>;
  lines: Pick<EstimateRepository, 'lines'>;
  invoices: InvoicesRepository;
  invoiceDocuments: Pick<InvoicesService, 'inBrand'>;
  cards: EstimateAnswersDeps['cards'];
  cardPayments: Pick<CardPaymentsService, 'billOf' | 'recordOnline'>;
  /** The payments module's order for a balance, through the same gateway as the booking's advance. */
  payments: Pick<PaymentsService, 'orderForCard'>;
  brandById: (brandId: string) => Promise<Brand | null>;
  secret: string;
};

export type CustomerBill = ReturnType<typeof createCustomerBill>;

/** Where the customer's invoice PDF is served: the signed token is the whole of its authority. */
export const invoiceLinkPath = (token: string) => `/api/invoice-links/${token}/pdf`;

/**
 * The customer's side of a job card's money (issue 27 parts 5 and 8; customer spec sections 3, 4
 * and 9): the booking's bill read from its card's approved estimate, then from its tax invoice, with
 * every payment (the advance, the desk's, the online ones) and the balance; the balance paid online
 * through the booking's gateway; and the invoice's PDF through a signed, expiring address bound to
 * the brand. A customer reaches only the cards of their own bookings.
 */
export function createCustomerBill(deps: CustomerBillDeps) {
  const { estimates, lines, invoices, cards, cardPayments } = deps;
  const links = createLinkSigner(deps.secret, deps.now, 'invoice-pdf', INVOICE_URL_MINUTES * 60_000);

  /** The card of one of the customer's own bookings; anyone else's is not found. */
  async function ownCard(owner: CustomerScope, bookingId: string): Promise<JobCardRow> {
    const card = await cards.ofBooking(owner.brandId, bookingId);
    if (!card || card.customerId !== owner.userId) throw new AppError('resource/not-found');
    return card;
  }

  /** The card's bill: its tax invoice's totals once issued, else its approved lines'; null while nothing is approved. */
  async function cardBill(card: JobCardRow, place: BillingPlace): Promise<CardBill | null> {
    const currency = place.currency;
    const invoice = await invoices.taxInvoiceOf(card.id);
    let totals: TInvoice['totals'];
    if (invoice) totals = invoice.document.totals;
    else {
      const approved = billedLines(await lines.lines(card.id));
      if (approved.length === 0) return null;
      totals = estimateOf(approved, place.supply, currency).totals;
    }
    const ledger = await cardPayments.billOf(card, currency);
    const inMinor = (amount: number) => minorOf(amount, currency);
    const major = (amount: number) => majorOf(amount, currency);
    const grandTotal = inMinor(totals.grandTotal);
    const discount = inMinor(totals.discountTotal);
    const advance = ledger.payments.filter((payment) => payment.mode === 'advance').reduce((sum, payment) => sum + inMinor(payment.amount), 0);
    const paid = inMinor(ledger.paid);
    const balance = Math.max(0, grandTotal - paid);
    const bill: TBookingBill = {
      source: invoice ? 'invoice' : 'estimate',
      jobCardNo: card.jobCardNo,
      invoiceNumber: invoice?.number ?? null,
      grandTotal: major(grandTotal),
      paid: major(paid),
      balance: major(balance),
      payments: ledger.payments.map(({ mode, amount, receiptNo, paymentDate }) => ({ mode, amount, receiptNo, paymentDate })),
      canPayOnline: invoice !== null && balance > 0,
    };
    return {
      // Customer spec section 9: what is payable is totalEstimated less the discount, so the total
      // is before the discount; the invoice's grand total (with tax) is what that leaves.
      estimate: {
        currency,
        partsTotal: totals.partsTotal,
        labourTotal: totals.labourTotal,
        discount: major(discount),
        totalTax: totals.taxTotal,
        advancePayment: major(advance),
        totalEstimated: major(grandTotal + discount),
      },
      bill,
    };
  }

  async function invoiceOf(card: JobCardRow) {
    const invoice = await invoices.taxInvoiceOf(card.id);
    if (!invoice) throw new AppError('billing/invoice-not-ready');
    return invoice;
  }

  return {
    /** The bookings' `billsAsked` hook: the bills of those of the bookings whose card has one. */
    async billsOf({ brand, bookingIds }: BillsAsked): Promise<Map<string, CardBill>> {
      const found = await cards.ofBookings(brand.id, bookingIds);
      const places = new Map<string, Promise<BillingPlace>>();
      const placeOf = (workshopId: string) => places.get(workshopId) ?? places.set(workshopId, estimates.placeOf(brand, workshopId)).get(workshopId)!;
      const bills = await Promise.all(found.map(async (card) => [card.bookingId!, await cardBill(card, await placeOf(card.workshopId))] as const));
      return new Map(bills.flatMap(([bookingId, bill]) => (bill ? [[bookingId, bill] as const] : [])));
    },

    /**
     * POST /transaction/booking/{id}/bill/order: the gateway's order for the balance, or part of it;
     * refused before the tax invoice, when nothing is due, and above the balance.
     */
    async balanceOrder(brand: Brand, owner: CustomerScope, bookingId: string, body: TBalanceOrderBody): Promise<TPaymentOrder> {
      const card = await ownCard(owner, bookingId);
      await invoiceOf(card);
      const currency = (await estimates.placeOf(brand, card.workshopId)).currency;
      const balance = minorOf((await cardPayments.billOf(card, currency)).balance, currency);
      if (balance <= 0) throw new AppError('billing/nothing-due');
      const asked = body?.amount;
      if (asked !== undefined && !isWholeInMinor(asked, currency))
        throw new AppError('request/invalid', { field: 'amount', message: `Enter an amount with at most ${minorDigitsOf(currency)} decimals` });
      const amount = asked === undefined ? balance : minorOf(asked, currency);
      if (amount > balance) throw new AppError('billing/above-balance', { field: 'amount' });
      return deps.payments.orderForCard(owner, bookingId, 'balance', { amount, currency: currency as TCurrency });
    },

    /** The payments module's `orderPaid`: a balance paid online becomes the card's payment, once. */
    async orderPaid(paid: OrderPaid, tx: Db): Promise<void> {
      if (paid.purpose !== 'balance') return;
      const brand = await deps.brandById(paid.brandId);
      if (!brand) throw new AppError('resource/not-found');
      await cardPayments.recordOnline(
        { brand, bookingId: paid.bookingId, amountMinor: paid.amount.amount, paymentId: paid.paymentId, gatewayOrderId: paid.gatewayOrderId },
        tx,
      );
    },

    /** GET /transaction/booking/{id}/invoice-url: the booking's tax invoice as a signed address, good for half an hour. */
    async invoiceUrl(owner: CustomerScope, bookingId: string): Promise<TInvoiceUrl> {
      const invoice = await invoiceOf(await ownCard(owner, bookingId));
      const { token, expiresAt } = links.sign(invoice.id, [owner.brandId]);
      return { invoiceNumber: invoice.number, invoiceUrl: invoiceLinkPath(token), expiresAt: expiresAt.toISOString() };
    },

    /** The invoice a signed address names, on the brand's host it was signed for only. */
    async invoiceByLink(brand: Brand, token: string): Promise<{ invoice: TInvoice; workshopId: string }> {
      const read = links.read(token, [brand.id]);
      if (read === 'expired') throw new AppError('billing/link-expired');
      if (!read) throw new AppError('resource/not-found');
      return deps.invoiceDocuments.inBrand(brand.id, read.id);
    },
  };
}
