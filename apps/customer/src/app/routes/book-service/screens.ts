// The booking menu's screens load from one import: each import site carries its own list of chunks
// to preload in the first screen's code, which the sign-in page downloads too.
export * from './book-service';
export * from './service-details';
export * from './workshops';
