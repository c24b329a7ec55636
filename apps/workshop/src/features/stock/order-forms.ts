import {
  QUANTITY_SCALE,
  quantityMilliOf,
  ZInwardBody,
  ZPurchaseOrderBody,
  type TInwardBody,
  type TInwardFields,
  type TJobCardPart,
  type TPart,
  type TPurchaseOrder,
  type TPurchaseOrderBody,
  type TPurchaseOrderFields,
} from '@servicebay/domain';
import type { DomainRules } from '@servicebay/ui';
import { choiceRequired, lineFieldOf, newPartLine, partChoiceIssues, type PartLine } from './part-lines-form';

/**
 * An order line as typed; one ordered from a job card's Parts panel also names the card line and the
 * part it needs, and is sent for that card line ('Spares Pending') only while it still orders that part.
 */
export type OrderLine = PartLine & { forCardLine?: { jobCardLineId: string; partId: string } };

/** A new purchase order as typed: its vendor and lines of a part and a quantity. */
export type OrderValues = { vendorId: string; lines: OrderLine[] };

export const newOrder = (lines: OrderValues['lines'] = [newPartLine()]): OrderValues => ({ vendorId: '', lines });

export const orderBodyOf = (values: OrderValues): TPurchaseOrderBody => ({
  vendorId: values.vendorId,
  lines: values.lines.map(({ partId, quantity, forCardLine }) => ({
    partId,
    quantity,
    jobCardLineId: forCardLine?.partId === partId ? forCardLine.jobCardLineId : null,
  })),
});

export const orderRules: DomainRules<OrderValues, TPurchaseOrderFields> = {
  schema: ZPurchaseOrderBody,
  toInput: orderBodyOf,
  fieldOf: lineFieldOf(['vendorId']),
  moreIssues: (values) => [...choiceRequired('vendorId', values.vendorId), ...partChoiceIssues(values.lines.map((line) => line.partId))],
};

/** Goods received against an order: the vendor's bill or challan, and what came of each line still pending. */
export type InwardValues = {
  billNumber: string;
  challanNumber: string;
  amount: string;
  lines: { orderLineId: string; partId: string; name: string; quantity: string; unitPrice: string; taxPercentage: string }[];
};

/** The order's pending lines, each offering what is still to come; a line not received this time is left at 0 and not sent. */
export const inwardOf = (order: TPurchaseOrder, taxPercentage: string): InwardValues => ({
  billNumber: '',
  challanNumber: '',
  amount: '',
  lines: order.lines
    .filter((line) => line.status === 'pending')
    .map((line) => ({
      orderLineId: line.orderLineId,
      partId: line.partId,
      name: `${line.partNumber} · ${line.name}`,
      quantity: String(line.quantity - line.received),
      unitPrice: line.unitPrice === null ? '' : String(line.unitPrice),
      taxPercentage,
    })),
});

const orNull = (value: string) => (value.trim() === '' ? null : value);
const isNothing = (quantity: string) => quantity.trim() === '' || Number(quantity) === 0;

export const inwardBodyOf = (order: TPurchaseOrder, inwardDate: string, values: InwardValues): TInwardBody => ({
  vendorId: order.vendorId,
  inwardDate,
  billNumber: orNull(values.billNumber),
  challanNumber: orNull(values.challanNumber),
  amount: values.amount,
  lines: values.lines
    .filter((line) => !isNothing(line.quantity))
    .map(({ orderLineId, partId, quantity, unitPrice, taxPercentage }) => ({ orderLineId, partId, quantity, unitPrice, taxPercentage })),
  complete: true,
});

/** The API's inward schema. Lines received as 0 are not sent, so an issue's line is found again by what was sent. */
export function inwardRules(order: TPurchaseOrder, inwardDate: string): DomainRules<InwardValues, TInwardFields> {
  let sentIndexes: number[] = [];
  return {
    schema: ZInwardBody,
    toInput: (values) => {
      sentIndexes = values.lines.flatMap((line, index) => (isNothing(line.quantity) ? [] : [index]));
      return inwardBodyOf(order, inwardDate, values);
    },
    fieldOf: (path) => {
      if (path[0] !== 'lines') return typeof path[0] === 'string' ? path[0] : undefined;
      if (path.length < 3) return 'lines';
      return `lines.${sentIndexes[Number(path[1])] ?? 0}.${String(path[2])}`;
    },
  };
}

/** What a job card line still needs ordered: its quantity less what is on order for it and issued to it, in thousandths so 0.1 + 0.2 stays exact. */
export const stillToOrder = (line: Pick<TJobCardPart, 'quantity' | 'ordered' | 'issued'>): number =>
  Math.max(0, quantityMilliOf(line.quantity) - quantityMilliOf(line.ordered) - quantityMilliOf(line.issued)) / QUANTITY_SCALE;

/** The order line the card's Parts panel fills in: the rest of what the line needs, for that line; none without a part from the parts master or nothing left to order. */
export function cardLineOrder(line: Pick<TJobCardPart, 'lineId' | 'partId' | 'quantity' | 'ordered' | 'issued'>): OrderLine | null {
  const quantity = stillToOrder(line);
  if (!line.partId || quantity <= 0) return null;
  return { partId: line.partId, quantity: String(quantity), forCardLine: { jobCardLineId: line.lineId, partId: line.partId } };
}

/** What the low-stock list orders of a part: up to its reorder level, at least one. */
export const quantityToOrder = (part: Pick<TPart, 'stock'>): number => Math.max(1, Math.ceil(part.stock.reorderLevel - part.stock.onHand));
