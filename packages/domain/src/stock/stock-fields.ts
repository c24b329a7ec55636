import { z } from 'zod';
import { ESTIMATE_LINE_RULES, isQuantityText } from '../billing/estimate-line';
import { QUANTITY_SCALE } from '../shared/money';
import { ruleCodes } from '../shared/rule-codes';
import { numberField, toWesternDigits, WORKSHOP_FIELD_RULES } from '../workshops/workshop-field';
import { STOCK_MESSAGES } from './stock-messages';

/** Codes of the stock forms' rules (workshop spec section 5); the texts are stock-messages.ts. */
export const STOCK_RULES = ruleCodes('stock', STOCK_MESSAGES);

/**
 * Workshop spec section 9 gives the minimum order quantity, 1, and "at most the maximum" without a
 * figure: the maximum is a job card line's (9,999), so that what is ordered for a line fits on it.
 */
export const MIN_ORDER_QUANTITY = 1;
export const MAX_ORDER_QUANTITY = 9_999;

/** Thousandths, as billing keeps them (money.ts QUANTITY_SCALE): 4.5 litres of oil is 4,500. */
export const quantityMilliOf = (quantity: number): number => Math.round(quantity * QUANTITY_SCALE);

/** A quantity issued, returned or moved: above zero, to the thousandth, up to 9,999 (a job card line's rule and text). */
export const ZStockQuantity = numberField(isQuantityText, ESTIMATE_LINE_RULES.quantityInvalid).refine(
  (quantity) => quantity > 0,
  ESTIMATE_LINE_RULES.quantityNotPositive,
);

/** An order line's quantity: at least 1 and at most MAX_ORDER_QUANTITY (workshop spec sections 5 and 9). */
export const ZOrderQuantity = numberField(isQuantityText, STOCK_RULES.orderQuantityOutOfRange, {
  min: MIN_ORDER_QUANTITY,
  max: MAX_ORDER_QUANTITY,
}).refine((quantity) => quantity >= MIN_ORDER_QUANTITY && quantity <= MAX_ORDER_QUANTITY, {
  error: STOCK_RULES.orderQuantityOutOfRange,
  params: { min: MIN_ORDER_QUANTITY, max: MAX_ORDER_QUANTITY },
});

/** Text that may be left out: trimmed, empty is null. */
export const optionalStockText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, WORKSHOP_FIELD_RULES.tooLong)
    .nullable()
    .optional()
    .transform((text) => (text ? text : null));

/** A barcode as a scanner or the phone's camera reads it: EAN, UPC, Code 128 or 39 text; stored upper case. */
export const ZBarcode = z
  .string()
  .transform((raw) => toWesternDigits(raw).trim().toUpperCase())
  .pipe(z.string().regex(/^[0-9A-Z.-]{4,48}$/, STOCK_RULES.barcodeInvalid));
export const ZOptionalBarcode = z
  .string()
  .nullable()
  .optional()
  .transform((raw) => (raw?.trim() ? raw : null))
  .pipe(ZBarcode.nullable());

/** Lines name each part once: a second line of a part is refused ("increase quantity instead", workshop spec section 5). */
export function repeatedLineIndexes(partIds: readonly string[]): number[] {
  const seen = new Set<string>();
  return partIds.flatMap((partId, index) => (seen.has(partId) ? [index] : (seen.add(partId), [])));
}

/** Refuses a list with no line or a part twice, at the repeated line's part. */
export const linesOfParts = <T extends z.ZodType<{ partId: string }>>(line: T) =>
  z
    .array(line)
    .min(1, STOCK_RULES.linesRequired)
    .max(300)
    .superRefine((lines, ctx) => {
      for (const index of repeatedLineIndexes(lines.map((each) => each.partId)))
        ctx.addIssue({ code: 'custom', message: STOCK_RULES.duplicateLine, path: [index, 'partId'] });
    });
