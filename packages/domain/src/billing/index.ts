export * from './tax-markets';
export * from './gst-supply';
export * from './invoice-totals';
export * from './zatca-qr';
export * from './invoice-number';
export * from './credit-note';
