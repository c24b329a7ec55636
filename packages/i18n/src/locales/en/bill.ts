/** English texts of a booking's bill once its job card has one (issue 27 part 8; customer spec sections 3, 4 and 9). */
export const billEn = {
  title: 'Bill and payments',
  fromEstimate: 'Approved estimate · {{jobCardNo}}',
  fromInvoice: 'Tax invoice {{number}}',
  parts: 'Parts',
  labour: 'Labour',
  discount: 'Discount',
  tax: 'Tax',
  total: 'Total',
  payments: 'Payments',
  paid: 'Paid',
  balance: 'Balance due',
  paidInFull: 'Paid in full',
  /** The bill is read from the estimate until the workshop invoices. */
  estimateNote: 'The workshop issues the invoice when the work is done; you can pay the balance here then.',
  receipt: 'Receipt {{number}}',
  modes: {
    advance: 'Advance paid online',
    online: 'Paid online',
    cash: 'Cash',
    card: 'Card',
    bankTransfer: 'Bank transfer',
    cheque: 'Cheque',
  },
  invoice: 'Invoice',
  /** The Invoice button's name for a reader: which invoice it opens. */
  invoiceOf: 'Invoice {{number}} (PDF)',
};
