/**
 * English texts of the stock forms' field rules (workshop spec section 5, "Quantities", "Notes and
 * invoices"; section 9, "Minimum order quantity"). A module of their own: the English catalogue and
 * rules.ts need the texts, not the schemas beside them. A quantity's, an amount's, HSN's and the
 * tax rate's rules are the job card line's (billing/estimate-line-messages.ts): one rule, one text.
 * Refusals that need the stock's state (on hand, issued, once per inward) are API errors:
 * shared/error-codes.ts, 'stock/…'.
 */
export const STOCK_MESSAGES = {
  orderQuantityOutOfRange: 'Order quantity should be at least {{min}} and at most {{max}}',
  reorderLevelInvalid: 'Reorder level should be a whole number from 0 to 999,999',
  paymentTermsInvalid: 'Payment terms should be a whole number of days from 0 to 365',
  barcodeInvalid: 'A barcode is 4 to 48 letters, digits, - or .',
  billOrChallanRequired: 'Bill no or delivery challan is mandatory to complete an inward',
  billDateAfterInward: 'The bill date cannot be after the inward date',
  sameBranch: 'Choose another branch to transfer to',
  duplicateLine: 'This part is already on the list: increase its quantity instead',
  linesRequired: 'Add at least one part',
} as const;
