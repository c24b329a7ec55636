/**
 * Offers are public and the same for every customer of a brand, but written in the reader's
 * language: the language is part of the key, so switching it asks again instead of showing the
 * other language's names until they go stale.
 */
export const offerKeys = {
  all: ['offers'] as const,
  list: (language: string) => ['offers', 'list', language] as const,
};

/** Offers move between sections once a day at most; the server revalidates by ETag besides. */
export const OFFERS_STALE_MS = 5 * 60 * 1000;
