/**
 * English texts of the rules of a job card's part and labour lines (workshop spec section 5,
 * "Required fields", "Quantities", "Discounts and payables", "Lines"). A module of their own: the
 * English catalogue and rules.ts need the texts, not the schemas beside them.
 */
export const ESTIMATE_LINE_MESSAGES = {
  quantityNotPositive: 'Quantity should be greater than zero',
  quantityInvalid: 'Quantity should be a number with at most 3 decimals, up to 9,999',
  priceNotPositive: 'Part price should be greater than zero',
  amountInvalid: 'Enter an amount with at most {{digits}} decimals',
  percentAboveCap: 'Percentage should be at most 100',
  discountAboveQuantityPrice: 'Discount should not be more than the quantity price',
  discountAbovePayable: 'Discount should not be more than the customer payable amount',
  insuranceAboveTotal: 'Insurance payable should not be more than the item total without tax',
  salvageAboveQuantityPrice: 'Salvage should not be more than the quantity price',
  taxRateNotInMarket: 'This tax rate is not used here: choose one of {{rates}}',
  priceAboveMrp: 'Price with tax should not be more than the MRP',
  hsnInvalid: 'HSN code should be 4, 6 or 8 digits',
  sacInvalid: 'SAC code should be 6 digits starting with 99',
  labourKindOnPart: 'Only a labour line has a labour kind',
  lineTooLarge: 'A line cannot come to more than {{max}} before tax',
} as const;
