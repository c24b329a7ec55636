import { asc, eq } from 'drizzle-orm';
import {
  averageAfterReceipt,
  isCurrency,
  minorOf,
  priceOfQuantity,
  QUANTITY_SCALE,
  shareOfMinor,
  standardRateOn,
  TAX_MARKET_OF_COUNTRY_CODE,
  ZERO_UNIT_COST,
  type TPartUnit,
} from '@servicebay/domain';
import type { Db } from '../../client';
import { inwardLines, inwards, parts, partStocks, stockMovements, vendors, workshops } from '../../schema';
import { brandsLacking } from '../brands-lacking';

type DemoPart = {
  partNumber: string;
  name: string;
  unit: TPartUnit;
  purchase: number;
  selling: number;
  onHand: number;
  reorderLevel: number;
  bin: string;
  vehicleFit?: string;
};

/** A few parts every service centre keeps, in the brand's currency's major units (the same figures in each market). */
const DEMO_PARTS: readonly DemoPart[] = [
  {
    partNumber: 'OF-1001',
    name: 'Oil filter',
    unit: 'piece',
    purchase: 180,
    selling: 250,
    onHand: 24,
    reorderLevel: 10,
    bin: 'A1',
    vehicleFit: 'Swift, Dzire, Baleno',
  },
  { partNumber: 'AF-2040', name: 'Air filter', unit: 'piece', purchase: 320, selling: 450, onHand: 12, reorderLevel: 6, bin: 'A2' },
  {
    partNumber: 'BP-2291',
    name: 'Brake pad set',
    unit: 'set',
    purchase: 900,
    selling: 1250,
    onHand: 4,
    reorderLevel: 5,
    bin: 'B1',
    vehicleFit: 'Nexon, Altroz',
  },
  { partNumber: 'EO-5W30', name: 'Engine oil 5W-30', unit: 'litre', purchase: 420, selling: 560, onHand: 40, reorderLevel: 20, bin: 'C1' },
  { partNumber: 'WB-0400', name: 'Wiper blade 400 mm', unit: 'piece', purchase: 150, selling: 220, onHand: 0, reorderLevel: 4, bin: 'A3' },
];

/**
 * The demo stock (issue 28): the parts above in each brand's master, a vendor at its first workshop,
 * and the opening stock brought in by one completed inward from it, so the ledger explains every
 * quantity on hand from the first start.
 */
export async function seedStock(db: Db, brands: { id: string; currency: string; countryCode: string }[]): Promise<boolean> {
  const lacking = await brandsLacking(db, parts, parts.brandId, brands);
  for (const brand of lacking) {
    const [first] = await db.select({ id: workshops.id }).from(workshops).where(eq(workshops.brandId, brand.id)).orderBy(asc(workshops.key)).limit(1);
    if (!first || !isCurrency(brand.currency)) continue;
    const currency = brand.currency;
    const market = TAX_MARKET_OF_COUNTRY_CODE[brand.countryCode] ?? 'IN';
    const day = '2026-04-01';
    const rate = standardRateOn(market, day);
    await db.transaction(async (tx) => {
      const made = await tx
        .insert(parts)
        .values(
          DEMO_PARTS.map((part) => ({
            brandId: brand.id,
            partNumber: part.partNumber,
            partKey: part.partNumber,
            name: part.name,
            taxRateBasisPoints: rate,
            unit: part.unit,
            purchasePriceMinor: minorOf(part.purchase, currency),
            sellingPriceMinor: minorOf(part.selling, currency),
            vehicleFit: part.vehicleFit ?? null,
          })),
        )
        .returning({ id: parts.id });
      const [vendor] = await tx
        .insert(vendors)
        .values({ brandId: brand.id, workshopId: first.id, name: 'City Auto Spares', contactName: 'Naveen', paymentTermsDays: 30 })
        .returning({ id: vendors.id });
      const stocked = DEMO_PARTS.map((part, index) => ({ ...part, partId: made[index]!.id, quantityMilli: part.onHand * QUANTITY_SCALE }));
      const lines = stocked.filter((part) => part.quantityMilli > 0);
      const value = (part: (typeof lines)[number]) => priceOfQuantity(minorOf(part.purchase, currency), part.quantityMilli);
      const taxable = lines.reduce((sum, part) => sum + value(part), 0);
      const [inward] = await tx
        .insert(inwards)
        .values({
          brandId: brand.id,
          workshopId: first.id,
          vendorId: vendor!.id,
          number: 'INW-OPENING',
          inwardDate: day,
          billNumber: 'OPENING-1',
          billKey: 'OPENING-1',
          amountMinor: taxable + shareOfMinor(taxable, rate),
          status: 'completed',
          currency,
          market,
          completedAt: new Date(`${day}T09:00:00Z`),
        })
        .returning({ id: inwards.id });
      if (lines.length)
        await tx.insert(inwardLines).values(
          lines.map((part, index) => ({
            brandId: brand.id,
            workshopId: first.id,
            inwardId: inward!.id,
            position: index + 1,
            partId: part.partId,
            quantityMilli: part.quantityMilli,
            unitPriceMinor: minorOf(part.purchase, currency),
            taxRateBasisPoints: rate,
          })),
        );
      for (const part of stocked) {
        const average = part.quantityMilli > 0 ? averageAfterReceipt(0, ZERO_UNIT_COST, part.quantityMilli, value(part)) : ZERO_UNIT_COST;
        await tx.insert(partStocks).values({
          partId: part.partId,
          workshopId: first.id,
          brandId: brand.id,
          onHandMilli: part.quantityMilli,
          averageCostFine: average.toString(),
          reorderLevelMilli: part.reorderLevel * QUANTITY_SCALE,
          bin: part.bin,
        });
        if (part.quantityMilli > 0)
          await tx.insert(stockMovements).values({
            brandId: brand.id,
            workshopId: first.id,
            partId: part.partId,
            kind: 'inward',
            quantityMilli: part.quantityMilli,
            valueMinor: value(part),
            documentKind: 'inward',
            documentId: inward!.id,
            documentNumber: 'INW-OPENING',
            onHandAfterMilli: part.quantityMilli,
            averageCostAfterFine: average.toString(),
          });
      }
    });
  }
  return lacking.length > 0;
}
