// The labour catalogue (issue 29 parts 4 to 6): the pure core the labour module and the workshop app share.
export * from './labour-messages';
export * from './labour-segments';
export * from './labour-price';
export * from './labour-update';
export * from './labour-fields';
export * from './labour-wire';
