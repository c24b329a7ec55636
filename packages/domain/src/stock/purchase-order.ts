import { z } from 'zod';
import { ZLineAmount } from '../billing/estimate-line';
import { ZCalendarDateField } from '../workshops/workshop-field';
import { linesOfParts, optionalStockText, ZOrderQuantity } from './stock-fields';
import { isOrderLineOpen, type TOrderLineStatus } from './stock-statuses';

/**
 * A purchase order line (issue 28 part 3): a part, at least 1 and at most MAX_ORDER_QUANTITY of it,
 * the price agreed if any, and the job card line it is ordered for (the card shows 'Spares Pending'
 * until it comes).
 */
export const ZPurchaseOrderLineBody = z.object({
  partId: z.uuid(),
  quantity: ZOrderQuantity,
  unitPrice: ZLineAmount.nullable()
    .optional()
    .transform((price) => price ?? null),
  jobCardLineId: z
    .uuid()
    .nullable()
    .optional()
    .transform((id) => id ?? null),
});

export const ZPurchaseOrderBody = z.object({
  vendorId: z.uuid(),
  expectedOn: ZCalendarDateField.nullable()
    .optional()
    .transform((day) => day ?? null),
  remarks: optionalStockText(300),
  lines: linesOfParts(ZPurchaseOrderLineBody),
});
export type TPurchaseOrderBody = z.input<typeof ZPurchaseOrderBody>;
export type TPurchaseOrderFields = z.output<typeof ZPurchaseOrderBody>;

/** An order line as an inward reads it, in thousandths. */
export type TOrderLineReceipts = { status: TOrderLineStatus; orderedMilli: number; receivedMilli: number };

export type TReceiptProblem = 'alreadyProcessed' | 'aboveOrdered' | 'quantityNotPositive';

/**
 * Whether `quantityMilli` may be inwarded against the order line: only while it is pending (an
 * inwarded, rejected or cancelled line cannot be processed again) and not above what is still to
 * come (partial inwards add up to the order, no more).
 */
export function receiptProblem(line: TOrderLineReceipts, quantityMilli: number): TReceiptProblem | null {
  if (!isOrderLineOpen(line.status)) return 'alreadyProcessed';
  if (!Number.isSafeInteger(quantityMilli) || quantityMilli <= 0) return 'quantityNotPositive';
  return quantityMilli > line.orderedMilli - line.receivedMilli ? 'aboveOrdered' : null;
}

/** The line's state after an inward of `quantityMilli`: completed once everything ordered has come. */
export const orderLineStatusAfterReceipt = (line: TOrderLineReceipts, quantityMilli: number): TOrderLineStatus =>
  line.receivedMilli + quantityMilli >= line.orderedMilli ? 'completed' : 'pending';
