import { chosenAddOns, isCurrency, majorOf, minorOf, priceWithAddOns, type TAddOnSection, type TServicePricing } from '@servicebay/domain';

/**
 * The price the details footer and Select Workshop show while the customer chooses: the service's
 * price for the vehicle plus its chosen add-ons, by the same rule as the cart and the booking
 * (`priceWithAddOns`, in minor units), so each screen shows the server's figure before it has it.
 */
export function estimatedCost(pricing: TServicePricing | null, sections: readonly TAddOnSection[], selected: readonly string[]): TServicePricing | null {
  if (!pricing || !isCurrency(pricing.currency)) return pricing;
  const currency = pricing.currency;
  const addOns = chosenAddOns(sections, selected).map((item) => minorOf(item.price.amount, currency));
  return { ...pricing, amount: majorOf(priceWithAddOns(minorOf(pricing.amount, currency), addOns), currency) };
}
