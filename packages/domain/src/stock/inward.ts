import { z } from 'zod';
import { ESTIMATE_LINE_RULES, ZLineAmount, ZLinePercent } from '../billing/estimate-line';
import { invoiceTotals, lineAmounts, type TInvoiceLineInput, type TInvoiceSupply, type TInvoiceTotals } from '../billing/invoice-totals';
import { isWholeInMinor, minorOf, type Minor, type TCurrency } from '../shared/money';
import { basisPointsOfPercent } from '../shared/percent';
import { compactCode, WORKSHOP_FIELD_RULES, ZCalendarDateField } from '../workshops/workshop-field';
import { linesOfParts, optionalStockText, quantityMilliOf, STOCK_RULES, ZOptionalBarcode, ZStockQuantity } from './stock-fields';

/** An inward line: what came of a part, at the vendor bill's price, discount and tax rate. */
export const ZInwardLineBody = z.object({
  partId: z.uuid(),
  /** The purchase order line it fills, when it was ordered. */
  orderLineId: z
    .uuid()
    .nullable()
    .optional()
    .transform((id) => id ?? null),
  quantity: ZStockQuantity,
  unitPrice: ZLineAmount.refine((price) => price > 0, ESTIMATE_LINE_RULES.priceNotPositive),
  discount: ZLineAmount.nullable()
    .optional()
    .transform((discount) => discount ?? 0),
  taxPercentage: ZLinePercent,
});
export type TInwardLineFields = z.output<typeof ZInwardLineBody>;

/**
 * An inward, a goods receipt (workshop spec section 3, "Inward": inwardNo, inwardDate, vendorName,
 * billNo, dcNo, billDate, inwardAmount, barcode). The number comes from the workshop's series unless
 * typed. A draft may lack the bill and the challan; completing it may not ("Bill no or delivery
 * challan is mandatory to complete an inward"), so `complete: true` asks for one here, and the
 * service asks `inwardCompletionProblem` when a saved draft is completed.
 */
export const ZInwardBody = z
  .object({
    inwardNumber: optionalStockText(30),
    inwardDate: ZCalendarDateField,
    vendorId: z.uuid({ error: WORKSHOP_FIELD_RULES.required }),
    billNumber: optionalStockText(30),
    challanNumber: optionalStockText(30),
    billDate: ZCalendarDateField.nullable()
      .optional()
      .transform((day) => day ?? null),
    /** The vendor bill's amount, tax included, as printed on it. */
    amount: ZLineAmount,
    barcode: ZOptionalBarcode,
    lines: linesOfParts(ZInwardLineBody),
    complete: z.boolean().default(false),
  })
  .superRefine((inward, ctx) => {
    if (inward.billDate && inward.billDate > inward.inwardDate) ctx.addIssue({ code: 'custom', message: STOCK_RULES.billDateAfterInward, path: ['billDate'] });
    if (inward.complete && inwardCompletionProblem(inward)) ctx.addIssue({ code: 'custom', message: STOCK_RULES.billOrChallanRequired, path: ['billNumber'] });
  });
export type TInwardBody = z.input<typeof ZInwardBody>;
export type TInwardFields = z.output<typeof ZInwardBody>;

/** Completing an inward needs the vendor's bill number or its delivery challan number (workshop spec section 5). */
export const inwardCompletionProblem = (inward: { billNumber: string | null; challanNumber: string | null }): 'billOrChallanRequired' | null =>
  inward.billNumber?.trim() || inward.challanNumber?.trim() ? null : 'billOrChallanRequired';

/**
 * How a vendor's bill or challan number is compared for "Vendor invoice or delivery challan number
 * must be unique" (per vendor): 'inv 0042 ' and 'INV0042' are one bill. The database keeps the key unique.
 */
export const vendorDocumentKey = (number: string): string => compactCode(number);

/**
 * An inward line priced as billing prices a line (billing/invoice-totals.ts), in minor units, or the
 * field whose amount has more decimals than the currency.
 */
export function inwardLineInput(line: TInwardLineFields, currency: TCurrency): TInvoiceLineInput | { field: 'unitPrice' | 'discount' } {
  for (const field of ['unitPrice', 'discount'] as const) if (!isWholeInMinor(line[field], currency)) return { field };
  return {
    kind: 'part',
    unitPrice: minorOf(line.unitPrice, currency),
    quantityMilli: quantityMilliOf(line.quantity),
    discount: minorOf(line.discount, currency),
    taxRateBasisPoints: basisPointsOfPercent(line.taxPercentage),
  };
}

/**
 * The inward's totals by billing's tax rules (GST as CGST and SGST from a vendor in the workshop's
 * state, IGST from another; VAT in the Gulf and Tanzania), so a debit note reverses its tax as a
 * credit note reverses an invoice's.
 */
export const inwardTotals = (lines: readonly TInvoiceLineInput[], supply: TInvoiceSupply): TInvoiceTotals => invoiceTotals({ ...supply, lines });

/** What a line adds to the stock's value: its taxable value. The vendor's tax is claimed back as input tax, not held as stock. */
export const inwardLineValue = (line: TInvoiceLineInput, supply: TInvoiceSupply): Minor => lineAmounts(line, supply).taxable;
