import type { Minor, TCurrency } from '../shared/money';
import { changedAmount, labourPrice, type TPriceChange } from './labour-price';

/**
 * The labour price update in bulk (issue 29 part 5, workshop spec section 7 "Save labour rate and
 * update segment values"). Prices follow times and rates: an operation's price in a vehicle segment
 * is set from its time and its rate segment's rate whenever either is saved. A bulk update either
 * saves new labour rates (a rate segment chosen: every price on that rate follows) or changes the
 * segment values themselves (vehicle segments or operations chosen: those prices only).
 */
export type TUpdateTarget = 'rateSegment' | 'vehicleSegment' | 'operation';

export type TCatalogueCell = { operationId: string; vehicleSegmentId: string; minutes: number; price: Minor };
export type TCatalogueForUpdate = {
  rateSegments: readonly { id: string; rate: Minor }[];
  operations: readonly { id: string; rateSegmentId: string }[];
  cells: readonly TCatalogueCell[];
};

export type TBulkUpdate = TPriceChange & { target: TUpdateTarget; ids: readonly string[] };

/** What an update would change: each rate and each price before and after, and what keeps it from applying. */
export type TUpdatePlan = {
  rates: { rateSegmentId: string; before: Minor; after: Minor }[];
  prices: (TCatalogueCell & { after: Minor })[];
  /** A rate at zero or below cannot be saved; a price below zero is no segment value. */
  problem: 'rateNotPositive' | 'priceNegative' | null;
};

/** The plan of a bulk update over the catalogue: what the preview shows and, unchanged, what applying writes. */
export function planBulkUpdate(catalogue: TCatalogueForUpdate, update: TBulkUpdate, currency: TCurrency): TUpdatePlan {
  const chosen = new Set(update.ids);
  if (update.target === 'rateSegment') {
    const rates = catalogue.rateSegments
      .filter((segment) => chosen.has(segment.id))
      .map((segment) => ({ rateSegmentId: segment.id, before: segment.rate, after: changedAmount(segment.rate, update, currency) }));
    const newRate = new Map(rates.map((rate) => [rate.rateSegmentId, rate.after]));
    const rateOf = new Map(catalogue.operations.map((operation) => [operation.id, newRate.get(operation.rateSegmentId)]));
    const prices = catalogue.cells.flatMap((cell) => {
      const rate = rateOf.get(cell.operationId);
      return rate === undefined ? [] : [{ ...cell, after: labourPrice(cell.minutes, rate) }];
    });
    return { rates, prices, problem: rates.some((rate) => rate.after <= 0) ? 'rateNotPositive' : null };
  }
  const key = update.target === 'vehicleSegment' ? 'vehicleSegmentId' : 'operationId';
  const prices = catalogue.cells.filter((cell) => chosen.has(cell[key])).map((cell) => ({ ...cell, after: changedAmount(cell.price, update, currency) }));
  return { rates: [], prices, problem: prices.some((price) => price.after < 0) ? 'priceNegative' : null };
}
