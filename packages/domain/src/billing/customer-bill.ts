import { z } from 'zod';
import { ESTIMATE_LINE_RULES } from './estimate-line';
import { PAYMENT_MODES, ZPaymentAmount } from './payment';

/** Where a booking's bill is read from once its job card exists: the approved estimate, then the tax invoice once issued. */
export const BOOKING_BILL_SOURCES = ['estimate', 'invoice'] as const;

/** A payment as the customer's bill lists it: the booking's advance, the desk's and the online ones. */
export const ZBookingBillPayment = z.object({
  mode: z.enum(PAYMENT_MODES),
  amount: z.number(),
  /** The receipt's number; null for the advance, which the gateway's receipt covers. */
  receiptNo: z.string().nullable(),
  paymentDate: z.string(),
});
export type TBookingBillPayment = z.infer<typeof ZBookingBillPayment>;

/**
 * A booking's bill read from its job card (customer spec section 3; ARCHITECTURE.md section 10: one
 * truth): its source, what was paid and what is still due, in major units of the booking's currency.
 * The breakdown itself is the booking's `estimate` (partsTotal ... totalEstimated), read from the
 * same document.
 */
export const ZBookingBill = z.object({
  source: z.enum(BOOKING_BILL_SOURCES),
  jobCardNo: z.string(),
  invoiceNumber: z.string().nullable(),
  /** The document's grand total (with tax, after the discount). */
  grandTotal: z.number(),
  paid: z.number(),
  /** The grand total less everything paid; 0 once settled. */
  balance: z.number(),
  payments: z.array(ZBookingBillPayment),
  /** The balance can be paid online now: a tax invoice is issued and something is due. */
  canPayOnline: z.boolean(),
});
export type TBookingBill = z.infer<typeof ZBookingBill>;

/** POST /transaction/booking/{id}/bill/order: the amount to pay now (the whole balance when not given). */
export const ZBalanceOrderBody = z.object({ amount: ZPaymentAmount.refine((amount) => amount > 0, ESTIMATE_LINE_RULES.priceNotPositive).optional() }).nullish();
export type TBalanceOrderBody = z.output<typeof ZBalanceOrderBody>;

/** GET /transaction/booking/{id}/invoice-url: the booking's tax invoice as a signed, expiring PDF address. */
export const ZInvoiceUrl = z.object({ invoiceNumber: z.string(), invoiceUrl: z.string(), expiresAt: z.string() });
export type TInvoiceUrl = z.infer<typeof ZInvoiceUrl>;

/** How long an invoice's signed address opens the PDF: long enough to open and save it, short enough that a shared one goes stale. */
export const INVOICE_URL_MINUTES = 30;
