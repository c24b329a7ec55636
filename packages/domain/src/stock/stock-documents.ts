import { z } from 'zod';
import { linesOfParts, optionalStockText, STOCK_RULES, ZStockQuantity } from './stock-fields';

/**
 * The desk's stock documents besides the order and the inward (issue 28 parts 5 and 6): an issue to
 * a job card's lines, a return from them to stock, a return to the vendor (RETURNED), a transfer
 * between branches. Quantities here are the form's; the stock's own rules (on hand, pending,
 * issued) are movement-problem.ts's, read in the service's transaction.
 */
const ZJobLineQuantity = z.object({ jobCardLineId: z.uuid(), partId: z.uuid(), quantity: ZStockQuantity });

/** Parts issued to a job card's lines ('Part Issued' on the card). */
export const ZIssueBody = z.object({ jobCardId: z.uuid(), lines: linesOfParts(ZJobLineQuantity) });
export type TIssueBody = z.input<typeof ZIssueBody>;

/** Parts back from a job card's lines to the shelf: at most what was issued to each. */
export const ZReturnToStockBody = z.object({ jobCardId: z.uuid(), reason: optionalStockText(300), lines: linesOfParts(ZJobLineQuantity) });
export type TReturnToStockBody = z.input<typeof ZReturnToStockBody>;

/** Parts sent back to the vendor they came from, against the inward that brought them. */
export const ZReturnToVendorBody = z.object({
  inwardId: z.uuid(),
  reason: optionalStockText(300),
  lines: linesOfParts(z.object({ inwardLineId: z.uuid(), partId: z.uuid(), quantity: ZStockQuantity })),
});
export type TReturnToVendorBody = z.input<typeof ZReturnToVendorBody>;

/** A transfer between two branches of the workshop: IN TRANSIT until the receiving branch takes it in. */
export const ZStockTransferBody = z
  .object({
    fromBranchId: z.uuid(),
    toBranchId: z.uuid(),
    remarks: optionalStockText(300),
    lines: linesOfParts(z.object({ partId: z.uuid(), quantity: ZStockQuantity })),
  })
  .refine((transfer) => transfer.fromBranchId !== transfer.toBranchId, { message: STOCK_RULES.sameBranch, path: ['toBranchId'] });
export type TStockTransferBody = z.input<typeof ZStockTransferBody>;
export type TStockTransferFields = z.output<typeof ZStockTransferBody>;
