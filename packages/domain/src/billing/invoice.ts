import { z } from 'zod';
import { ZEstimateLine, ZEstimateTotals, type TEstimateLine } from './estimate';
import { TAX_MARKETS } from './tax-markets';

/** A proforma (pre-invoice) may be issued any time after approval; the tax invoice once per job card. */
export const INVOICE_KINDS = ['proforma', 'tax'] as const;
export type TInvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * A party as the invoice keeps it, as it was at issue (ARCHITECTURE.md section 10): India's Rule 46
 * asks the supplier's and a registered recipient's name, address and GSTIN, and the state's name and code.
 */
export const ZInvoiceParty = z.object({
  name: z.string(),
  address: z.array(z.string()),
  phone: z.string().nullable(),
  taxNumber: z.string().nullable(),
  stateCode: z.string().nullable(),
  stateName: z.string().nullable(),
});
export type TInvoiceParty = z.infer<typeof ZInvoiceParty>;

/** An issued document: never changed once issued; a correction is a credit note. */
export const ZInvoice = z.object({
  invoiceId: z.uuid(),
  jobCardId: z.uuid(),
  jobCardNo: z.string(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  issuedAt: z.string(),
  /** The invoice's date, in the workshop's time zone (its rates and its financial year). */
  day: z.string(),
  currency: z.string(),
  market: z.enum(TAX_MARKETS),
  taxRegime: z.enum(['GST', 'VAT']),
  supplier: ZInvoiceParty,
  recipient: ZInvoiceParty,
  /** India: the state code of the place of supply. */
  placeOfSupply: z.string().nullable(),
  /** Rule 46(p): whether tax is payable on reverse charge; a workshop's service to its customer is not. */
  isReverseCharge: z.boolean(),
  lines: z.array(ZEstimateLine),
  totals: ZEstimateTotals,
  issuedBy: z.string().nullable(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/** POST …/invoices: the kind, and the number when the workshop numbers its invoices by hand. */
export const ZCreateInvoiceBody = z.object({
  kind: z.enum(INVOICE_KINDS),
  number: z.string().trim().min(1).max(40).optional(),
});
export type TCreateInvoiceBody = z.infer<typeof ZCreateInvoiceBody>;

/**
 * Why the card's lines cannot be invoiced yet: a line the customer has not answered ('Waiting for
 * customer approval', workshop spec sections 4 and 8), or none approved. Null when they can.
 */
export function invoiceApprovalProblem(lines: readonly Pick<TEstimateLine, 'approval'>[]): 'waitingForApproval' | 'nothingApproved' | null {
  if (lines.some((line) => line.approval === 'pending')) return 'waitingForApproval';
  return lines.some((line) => line.approval === 'approved') ? null : 'nothingApproved';
}

/** The lines an invoice bills: the approved ones (declined work stays on the card as recommended). */
export const billedLines = <T extends Pick<TEstimateLine, 'approval'>>(lines: readonly T[]): T[] => lines.filter((line) => line.approval === 'approved');
