// Parts stock (issue 28): the pure core the inventory module's services and the workshop app share.
export * from './stock-messages';
export * from './stock-fields';
export * from './stock-statuses';
export * from './part';
export * from './vendor';
export * from './purchase-order';
export * from './inward';
export * from './stock-documents';
export * from './debit-note';
export * from './stock-ledger';
export * from './movement-problem';
export * from './stock-errors';
export * from './stock-wire';
