import { z } from 'zod';
import { ruleCodes } from '../shared/rule-codes';
import { isCalendarDate } from '../shared/calendar-date';
import { numberField, WORKSHOP_FIELD_RULES } from '../workshops/workshop-field';
import { ESTIMATE_LINE_RULES } from './estimate-line';
import { PAYMENT_MESSAGES } from './payment-messages';

export const PAYMENT_RULES = ruleCodes('payment', PAYMENT_MESSAGES);

/** How a workshop is paid (workshop spec section 3, 'Payment'; section 9: card and cheque); 'advance' is the booking's, paid online. */
export const DESK_PAYMENT_MODES = ['cash', 'card', 'bankTransfer', 'cheque'] as const;
/** What a job card's own payments row records: the desk's modes, and 'online' for the balance the customer pays through the gateway. */
export const CARD_PAYMENT_MODES = [...DESK_PAYMENT_MODES, 'online'] as const;
export const PAYMENT_MODES = [...CARD_PAYMENT_MODES, 'advance'] as const;
export type TPaymentMode = (typeof PAYMENT_MODES)[number];

const isAmountText = (text: string) => /^\d{1,10}(\.\d{1,3})?$/.test(text);
/** An amount of money as the desk or the customer types it, in major units (three decimals at most: Bahrain's fils). */
export const ZPaymentAmount = numberField(isAmountText, ESTIMATE_LINE_RULES.amountInvalid, { digits: 3 });
const ZAmount = ZPaymentAmount;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, WORKSHOP_FIELD_RULES.tooLong)
    .nullable()
    .optional()
    .transform((text) => text || null);

/** POST …/payments: a payment taken at the desk against the tax invoice. */
export const ZPaymentBody = z
  .object({
    mode: z.enum(DESK_PAYMENT_MODES),
    amount: ZAmount.refine((amount) => amount > 0, ESTIMATE_LINE_RULES.priceNotPositive),
    /** Cash handed over, for the change. */
    amountTendered: ZAmount.nullable()
      .optional()
      .transform((amount) => amount ?? null),
    chequeNo: optionalText(6),
    bankName: optionalText(80),
    /** A transfer's UTR or a card slip's number. */
    reference: optionalText(40),
    /** The day it was paid (a cheque's date), 'YYYY-MM-DD'; today when not given. */
    paymentDate: z.string().trim().refine(isCalendarDate, WORKSHOP_FIELD_RULES.dateInvalid).nullable().optional(),
  })
  .superRefine((payment, context) => {
    if (payment.mode === 'cheque' && !/^\d{6}$/.test(payment.chequeNo ?? ''))
      context.addIssue({ code: 'custom', message: PAYMENT_RULES.chequeNoInvalid, path: ['chequeNo'] });
    if (payment.mode === 'cash' && payment.amountTendered !== null && payment.amountTendered < payment.amount)
      context.addIssue({ code: 'custom', message: PAYMENT_RULES.tenderedBelowAmount, path: ['amountTendered'] });
  });
export type TPaymentBody = z.input<typeof ZPaymentBody>;

export const ZPayment = z.object({
  paymentId: z.string(),
  /** The receipt's number; null for the booking's advance, which the gateway's receipt covers. */
  receiptNo: z.string().nullable(),
  mode: z.enum(PAYMENT_MODES),
  amount: z.number(),
  amountTendered: z.number().nullable(),
  change: z.number().nullable(),
  chequeNo: z.string().nullable(),
  bankName: z.string().nullable(),
  reference: z.string().nullable(),
  paymentDate: z.string(),
  receivedBy: z.string().nullable(),
});
export type TPayment = z.infer<typeof ZPayment>;

/** What the job card's customer owes: the tax invoice's total, the payments (the advance first), the balance. */
export const ZCardBill = z.object({
  currency: z.string(),
  invoiceNumber: z.string().nullable(),
  grandTotal: z.number(),
  paid: z.number(),
  balance: z.number(),
  payments: z.array(ZPayment),
});
export type TCardBill = z.infer<typeof ZCardBill>;
