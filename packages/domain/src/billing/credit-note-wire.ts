import { z } from 'zod';
import { WORKSHOP_FIELD_RULES } from '../workshops/workshop-field';

/**
 * POST …/invoices/{id}/credit-notes (workshop spec section 5): an amount (tax included) or at least
 * one of the invoice's lines, and a prefix; once per invoice.
 */
export const ZCreditNoteBody = z.object({
  prefix: z
    .string({ error: WORKSHOP_FIELD_RULES.required })
    .trim()
    .min(1, WORKSHOP_FIELD_RULES.required)
    .max(6, WORKSHOP_FIELD_RULES.tooLong)
    .regex(/^[A-Za-z0-9]+$/, WORKSHOP_FIELD_RULES.required),
  amount: z.number().positive().max(1e12).optional(),
  lineIds: z.array(z.uuid()).max(300).optional(),
  reason: z.string().trim().max(300).optional(),
});
export type TCreditNoteBody = z.infer<typeof ZCreditNoteBody>;

/** What a note (a credit note of an invoice, a debit note of an inward) takes back: its basis, lines, and tax reversed. */
export const ZNoteAmounts = z.object({
  number: z.string(),
  day: z.string(),
  currency: z.string(),
  /** By an amount of the document, or by whole lines of it. */
  basis: z.enum(['amount', 'lines']),
  lineIds: z.array(z.string()),
  taxable: z.number(),
  taxes: z.array(z.object({ kind: z.enum(['CGST', 'SGST', 'IGST', 'CESS', 'VAT']), amount: z.number() })),
  tax: z.number(),
  total: z.number(),
  reason: z.string().nullable(),
});

export const ZCreditNote = ZNoteAmounts.extend({
  creditNoteId: z.uuid(),
  invoiceId: z.uuid(),
  invoiceNumber: z.string(),
  jobCardNo: z.string(),
  issuedAt: z.string(),
  customerName: z.string(),
});
export type TCreditNote = z.infer<typeof ZCreditNote>;
