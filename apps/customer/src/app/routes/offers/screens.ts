// The area's screens load from one import: each import site carries its own list of chunks to
// preload in the first screen's code, which the sign-in page downloads too.
export * from './offer-details';
export * from './offers';
export * from './offers-loader';
export * from './refer-earn';
