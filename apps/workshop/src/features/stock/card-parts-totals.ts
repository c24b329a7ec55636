import { addMoney, isCurrency, moneyFromMajor, QUANTITY_SCALE, quantityMilliOf, toMajor, type TJobCardPart } from '@servicebay/domain';

/**
 * Purchased versus used on one job card (issue 28 part 8): what came in on inwards against orders
 * for its lines, and what is used on it (issued net of returns) with its value at cost. Quantities
 * add in thousandths and values in minor units, so 0.1 litre and 0.2 litre make 0.3.
 */
export type CardPartsTotals = { purchased: number; used: number; usedValue: { amount: number; currency: string } | null };

export function cardPartsTotals(lines: readonly TJobCardPart[]): CardPartsTotals {
  const milli = (pick: (line: TJobCardPart) => number) => lines.reduce((sum, line) => sum + quantityMilliOf(pick(line)), 0) / QUANTITY_SCALE;
  const currency = lines[0]?.currency;
  const usedValue =
    currency && isCurrency(currency)
      ? toMajor(lines.reduce((sum, line) => addMoney(sum, moneyFromMajor(line.usedValue, currency)), moneyFromMajor(0, currency)))
      : null;
  return {
    purchased: milli((line) => line.inwarded),
    used: milli((line) => line.issued),
    usedValue: usedValue === null ? null : { amount: usedValue, currency: currency! },
  };
}
