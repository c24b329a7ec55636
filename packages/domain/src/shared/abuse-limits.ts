/**
 * Limits against SMS pumping and abuse of the anonymous routes (issue 7). These are the production
 * figures; the API reads the per-address and per-brand ones from its configuration, which defaults
 * to them everywhere but in automated tests (many sign-ins from 127.0.0.1).
 */
export const RATE_LIMIT_WINDOW_SECONDS = 60 * 60;
/** Codes one client address may request an hour, over all numbers and brands: a household, an office. */
export const OTP_SENDS_PER_ADDRESS_PER_HOUR = 10;
/** Codes one brand sends an hour, over all numbers and addresses: a ceiling on what pumping can cost. */
export const OTP_SENDS_PER_BRAND_PER_HOUR = 1_000;
/** Guest sessions one client address may start an hour. */
export const GUESTS_PER_ADDRESS_PER_HOUR = 20;

/** A customer's document vault: at most this many documents, and this many bytes of their images. */
export const CUSTOMER_DOCUMENTS_MAX = 50;
export const CUSTOMER_DOCUMENT_BYTES_MAX = 104_857_600; // 100 MiB
export type StorageQuota = { documents: number; bytes: number };
export const DEFAULT_STORAGE_QUOTA: StorageQuota = { documents: CUSTOMER_DOCUMENTS_MAX, bytes: CUSTOMER_DOCUMENT_BYTES_MAX };

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The messages of these limits, with the figures the customer needs. */
export const ABUSE_LIMIT_MESSAGES = {
  codesFromAddress: (retryAfterSeconds: number) => `Too many codes requested from this network. Please try again in ${minutes(retryAfterSeconds)} minutes`,
  codesOfBrand: (retryAfterSeconds: number) => `Too many codes are being requested right now. Please try again in ${minutes(retryAfterSeconds)} minutes`,
  guestsFromAddress: (retryAfterSeconds: number) =>
    `Too many guest sessions started from this network. Please try again in ${minutes(retryAfterSeconds)} minutes, or sign in with your mobile number`,
  countryNotServed: (brandCountryCode: string) => `Codes can only be sent to ${brandCountryCode} mobile numbers`,
  storageFull: (quota: StorageQuota) =>
    `Your document storage is full (at most ${quota.documents} documents and ${Math.floor(quota.bytes / (1024 * 1024))} MB). Delete a document to add another`,
} as const;

/** Whether one more document of `incomingBytes` fits the quota, given what the customer keeps. */
export function fitsStorageQuota(usage: StorageQuota, incomingBytes: number, quota: StorageQuota = DEFAULT_STORAGE_QUOTA): boolean {
  return usage.documents + 1 <= quota.documents && usage.bytes + incomingBytes <= quota.bytes;
}
