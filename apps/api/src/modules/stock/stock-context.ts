import {
  autoInvoiceNumber,
  financialYearOf,
  majorOf,
  minorOfUnitCost,
  percentOfBasisPoints,
  QUANTITY_SCALE,
  valueOfQuantity,
  type TCurrency,
  type TInvoiceSupply,
  type TPart,
  type TPartStock,
  type TStoredEstimateLine,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { StaffScope } from '../../platform/auth/principal';
import type { Brand } from '../../platform/tenancy';
import { fineOf } from './ledger';
import type { PartRow, PartStockRow } from './stock.tables';

type WorkshopScope = { brandId: string; workshopId: string };
type CardRef = { id: string; jobCardNo: string };

/** What stock needs of other modules, passed in by the composition root. */
export type StockDeps = {
  db: Db;
  now: () => Date;
  /** Billing's place of the workshop: its market, today's day there, the brand's currency. */
  placeOf: (brand: Brand, workshopId: string, tx?: Db) => Promise<{ supply: TInvoiceSupply; currency: TCurrency }>;
  /** The workshop's GST state code (India), for a vendor's inward within the state or between states. */
  stateCodeOf: (brand: Brand, workshopId: string) => Promise<string | null>;
  /** Billing's document series: the next serial of a kind and year, under its row lock in `tx`. */
  nextSerial: (workshopId: string, kind: string, financialYear: string, tx: Db) => Promise<number>;
  /** The job-cards module's card of the workshop, plain or locked. */
  jobCardOf: (scope: WorkshopScope, jobCardId: string, tx: Db) => Promise<CardRef | null>;
  lockedJobCardOf: (scope: WorkshopScope, jobCardId: string, tx: Db) => Promise<CardRef | null>;
  /** Billing's lines of a job card. */
  jobCardLines: (jobCardId: string, tx?: Db) => Promise<TStoredEstimateLine[]>;
  /** Billing's line of a card of the workshop, by its id, with its card. */
  jobCardLine: (scope: WorkshopScope, lineId: string, tx?: Db) => Promise<(TStoredEstimateLine & { jobCardId: string }) | null>;
  /** The job-cards module's 'Spares Pending' moves: a card held before a document's number is taken, moved after its change. */
  sparesWaiting: {
    hold: (scope: WorkshopScope, jobCardId: string, tx: Db) => Promise<boolean>;
    follow: (brand: Brand, scope: WorkshopScope, jobCardId: string, isWaitingForParts: boolean, tx: Db) => Promise<void>;
  };
  /** The workshops' names of the brand, by id: a branch not there is not the brand's. */
  workshopNames: (brandId: string, workshopIds: string[]) => Promise<Map<string, string>>;
};

export type { StaffScope };

export const quantityOf = (milli: number): number => milli / QUANTITY_SCALE;

/** A document's number from the workshop's series of its kind for the day's financial year: 'INW/2026-27/0001'. */
export async function numberFor(deps: StockDeps, workshopId: string, kind: string, prefix: string, supply: TInvoiceSupply, tx: Db): Promise<string> {
  const financialYear = financialYearOf(supply.day, supply.market);
  return autoInvoiceNumber(prefix, financialYear, await deps.nextSerial(workshopId, kind, financialYear, tx));
}

export function stockView(workshopId: string, stock: PartStockRow | null | undefined, currency: TCurrency): TPartStock {
  const onHandMilli = stock?.onHandMilli ?? 0;
  const average = stock ? fineOf(stock) : fineOf({ averageCostFine: '0' });
  const reorderLevelMilli = stock?.reorderLevelMilli ?? 0;
  return {
    workshopId,
    onHand: quantityOf(onHandMilli),
    averageCost: majorOf(minorOfUnitCost(average), currency),
    value: majorOf(valueOfQuantity(average, Math.max(0, onHandMilli)), currency),
    reorderLevel: quantityOf(reorderLevelMilli),
    bin: stock?.bin ?? null,
    isLow: reorderLevelMilli > 0 && onHandMilli <= reorderLevelMilli,
  };
}

export const partView = (part: PartRow, workshopId: string, stock: PartStockRow | null | undefined, currency: TCurrency): TPart => ({
  partId: part.id,
  partNumber: part.partNumber,
  name: part.name,
  partType: part.partType,
  brand: part.makerBrand,
  hsn: part.hsn,
  taxPercentage: percentOfBasisPoints(part.taxRateBasisPoints),
  unit: part.unit,
  mrp: part.mrpMinor === null ? null : majorOf(part.mrpMinor, currency),
  purchasePrice: majorOf(part.purchasePriceMinor, currency),
  sellingPrice: majorOf(part.sellingPriceMinor, currency),
  barcode: part.barcode,
  vehicleFit: part.vehicleFit,
  currency,
  stock: stockView(workshopId, stock, currency),
});
