import { z } from 'zod';
import { ZJobLinePartStatus, ZInwardStatus, ZOrderLineStatus, ZTransferStatus } from './stock-statuses';
import { ZPartUnit } from './part';
import { ZStockDocumentRef, ZStockMovementKind } from './stock-ledger';

/**
 * What the stock routes answer (issue 28), in major units of the workshop's currency and whole
 * quantities (thousandths shown as decimals), parsed by the workshop app with these same schemas.
 */
const ZAmount = z.number();
const ZQuantity = z.number();

/** A part's stock at one branch: on hand, its moving average cost and valuation, reorder level and bin. */
export const ZPartStock = z.object({
  workshopId: z.string(),
  onHand: ZQuantity,
  averageCost: ZAmount,
  value: ZAmount,
  reorderLevel: z.number(),
  bin: z.string().nullable(),
  isLow: z.boolean(),
});
export type TPartStock = z.infer<typeof ZPartStock>;

export const ZPart = z.object({
  partId: z.string(),
  partNumber: z.string(),
  name: z.string(),
  partType: z.string().nullable(),
  brand: z.string().nullable(),
  hsn: z.string().nullable(),
  taxPercentage: z.number(),
  unit: ZPartUnit,
  mrp: ZAmount.nullable(),
  purchasePrice: ZAmount,
  sellingPrice: ZAmount,
  barcode: z.string().nullable(),
  vehicleFit: z.string().nullable(),
  currency: z.string(),
  /** At the workshop asked about. */
  stock: ZPartStock,
});
export type TPart = z.infer<typeof ZPart>;

/** A part with its stock at every branch of the brand that holds a row of it. */
export const ZPartDetail = ZPart.extend({ branches: z.array(ZPartStock) });
export type TPartDetail = z.infer<typeof ZPartDetail>;

export const ZPartPage = z.object({ items: z.array(ZPart), total: z.number() });
export type TPartPage = z.infer<typeof ZPartPage>;

const ZPageNumber = z.coerce.number().int().min(1).max(100_000).default(1);
const ZPageSize = (size: number) => z.coerce.number().int().min(1).max(100).default(size);

export const ZPartSearchQuery = z.object({ search: z.string().trim().max(100).optional(), page: ZPageNumber, pageSize: ZPageSize(20) });

/** A page of a part's ledger, newest first: a part used daily has thousands of movements in a few years. */
export const ZLedgerQuery = z.object({ page: ZPageNumber, pageSize: ZPageSize(50) });
export type TLedgerQuery = z.infer<typeof ZLedgerQuery>;

export const ZVendor = z.object({
  vendorId: z.string(),
  name: z.string(),
  taxRegistrationNumber: z.string().nullable(),
  contactName: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  paymentTermsDays: z.number(),
  /** What the workshop owes: completed inwards less debit notes. */
  payable: ZAmount,
  currency: z.string(),
});
export type TVendor = z.infer<typeof ZVendor>;

export const ZVendorStatement = z.object({
  vendor: ZVendor,
  entries: z.array(
    z.object({
      day: z.string(),
      kind: z.enum(['inward', 'debitNote']),
      documentId: z.string(),
      number: z.string(),
      billNumber: z.string().nullable(),
      /** What the entry adds to the payable (an inward) or takes off it (a debit note, negative). */
      amount: ZAmount,
      balance: ZAmount,
    }),
  ),
});
export type TVendorStatement = z.infer<typeof ZVendorStatement>;

export const ZPurchaseOrder = z.object({
  orderId: z.string(),
  number: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  expectedOn: z.string().nullable(),
  remarks: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(
    z.object({
      orderLineId: z.string(),
      partId: z.string(),
      partNumber: z.string(),
      name: z.string(),
      quantity: ZQuantity,
      received: ZQuantity,
      unitPrice: ZAmount.nullable(),
      jobCardLineId: z.string().nullable(),
      status: ZOrderLineStatus,
    }),
  ),
});
export type TPurchaseOrder = z.infer<typeof ZPurchaseOrder>;

export const ZOrderLineChange = z.object({ status: z.enum(['rejected', 'cancelled']) });
export type TOrderLineChange = z.infer<typeof ZOrderLineChange>;

export const ZInward = z.object({
  inwardId: z.string(),
  number: z.string(),
  inwardDate: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  billNumber: z.string().nullable(),
  challanNumber: z.string().nullable(),
  billDate: z.string().nullable(),
  amount: ZAmount,
  barcode: z.string().nullable(),
  status: ZInwardStatus,
  currency: z.string(),
  /** The debit note raised on it, once one is (one per inward). */
  debitNoteNumber: z.string().nullable(),
  lines: z.array(
    z.object({
      inwardLineId: z.string(),
      partId: z.string(),
      partNumber: z.string(),
      name: z.string(),
      orderLineId: z.string().nullable(),
      quantity: ZQuantity,
      returned: ZQuantity,
      unitPrice: ZAmount,
      discount: ZAmount,
      taxPercentage: z.number(),
    }),
  ),
});
export type TInward = z.infer<typeof ZInward>;

/** Completing a saved draft: the bill or challan number may come now. */
export const ZInwardCompletion = z.object({
  billNumber: z.string().trim().max(30).nullable().optional(),
  challanNumber: z.string().trim().max(30).nullable().optional(),
});

export const ZStockTransfer = z.object({
  transferId: z.string(),
  number: z.string(),
  fromWorkshopId: z.string(),
  /** The branches' names, so a branch the reader does not work at is still named. */
  fromName: z.string(),
  toWorkshopId: z.string(),
  toName: z.string(),
  status: ZTransferStatus,
  remarks: z.string().nullable(),
  createdAt: z.string(),
  currency: z.string(),
  /** What the transfer carries is worth: its lines' values together. */
  value: ZAmount,
  /** Each at the value it left the sending branch at (its moving average then). */
  lines: z.array(z.object({ partId: z.string(), partNumber: z.string(), name: z.string(), quantity: ZQuantity, value: ZAmount })),
});
export type TStockTransfer = z.infer<typeof ZStockTransfer>;

/** What a stock document did: the movements it posted. */
export const ZStockPosting = z.object({
  document: ZStockDocumentRef,
  movements: z.array(z.object({ partId: z.string(), kind: ZStockMovementKind, quantity: ZQuantity, value: ZAmount, onHand: ZQuantity })),
});
export type TStockPosting = z.infer<typeof ZStockPosting>;

export const ZLedgerLine = z.object({
  movementId: z.string(),
  postedAt: z.string(),
  kind: ZStockMovementKind,
  document: ZStockDocumentRef,
  /** Signed: in positive, out negative. */
  quantity: ZQuantity,
  value: ZAmount,
  onHand: ZQuantity,
  averageCost: ZAmount,
});
/** The page's lines, newest first, each with the stock after it; `total` counts the part's movements here. */
export const ZPartLedger = z.object({ part: ZPart, lines: z.array(ZLedgerLine), total: z.number() });
export type TPartLedger = z.infer<typeof ZPartLedger>;

export const ZStockView = z.object({ items: z.array(ZPart), total: z.number(), valuation: ZAmount, currency: z.string() });
export type TStockView = z.infer<typeof ZStockView>;

export const ZJobCardPart = z.object({
  lineId: z.string(),
  name: z.string(),
  partNo: z.string().nullable(),
  quantity: ZQuantity,
  ordered: ZQuantity,
  inwarded: ZQuantity,
  /** Net of what came back: issued less returned. */
  issued: ZQuantity,
  /** Brought back from the card to the shelf, in all. */
  returned: ZQuantity,
  /** What is used on the card is worth at cost: the value its issues took out less what returns brought back. */
  usedValue: ZAmount,
  currency: z.string(),
  partId: z.string().nullable(),
  status: ZJobLinePartStatus.nullable(),
});
export type TJobCardPart = z.infer<typeof ZJobCardPart>;

export const ZDebitNoteRegisterQuery = z.object({ from: z.iso.date(), to: z.iso.date() });
