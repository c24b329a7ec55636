import { billOf, CURRENCIES, moneyFromMajor, toMajor, type TCart, type TCurrency } from '@servicebay/domain';

/** The estimate of a cart or a booking: what the bill is made of. */
type CartEstimate = TCart['estimate'];

/** The rows of the cart's bill details, in the order they show; amounts in major units, as the API sends them. */
export type BillLine = { kind: 'itemTotal' | 'discount' | 'toPay' | 'advance' | 'balance'; amount: number };

/** A currency this app does not know is counted in hundredths, as most are. */
const countedAs = (code: string): TCurrency => (code in CURRENCIES ? (code as TCurrency) : 'INR');

/**
 * The bill of customer spec section 9, added up in minor units so that no float creeps in: the
 * item total (totalEstimated), the discount when an offer takes something off, what is payable
 * (total less discount) and, when the brand asks an advance, the advance paid at booking and the
 * balance due after it.
 */
export function billLines(estimate: CartEstimate): BillLine[] {
  const currency = countedAs(estimate.currency);
  const inMinor = (amount: number) => moneyFromMajor(amount, currency).amount;
  const { payable, due } = billOf({
    currency,
    totalEstimated: inMinor(estimate.totalEstimated),
    discount: inMinor(estimate.discount),
    advancePayment: inMinor(estimate.advancePayment),
  });
  const lines: BillLine[] = [{ kind: 'itemTotal', amount: estimate.totalEstimated }];
  if (estimate.discount > 0) lines.push({ kind: 'discount', amount: estimate.discount });
  lines.push({ kind: 'toPay', amount: toMajor({ amount: payable, currency }) });
  if (estimate.advancePayment > 0)
    lines.push({ kind: 'advance', amount: estimate.advancePayment }, { kind: 'balance', amount: toMajor({ amount: due, currency }) });
  return lines;
}

/** What the customer pays: the total less the discount (the footer's amount). */
export const amountToPay = (estimate: CartEstimate): number => billLines(estimate).find((line) => line.kind === 'toPay')?.amount ?? 0;
