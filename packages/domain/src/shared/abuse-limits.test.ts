import { describe, expect, it } from 'vitest';
import { ABUSE_LIMIT_MESSAGES, CUSTOMER_DOCUMENT_BYTES_MAX, CUSTOMER_DOCUMENTS_MAX, fitsStorageQuota } from './abuse-limits';

describe('storage quota', () => {
  it('takes documents up to the count and the bytes, and no further', () => {
    const quota = { documents: 3, bytes: 1000 };
    expect(fitsStorageQuota({ documents: 2, bytes: 900 }, 100, quota)).toBe(true);
    expect(fitsStorageQuota({ documents: 3, bytes: 0 }, 1, quota)).toBe(false);
    expect(fitsStorageQuota({ documents: 0, bytes: 900 }, 101, quota)).toBe(false);
  });

  it('defaults to 50 documents and 100 MB, and says so', () => {
    expect(fitsStorageQuota({ documents: CUSTOMER_DOCUMENTS_MAX - 1, bytes: 0 }, CUSTOMER_DOCUMENT_BYTES_MAX)).toBe(true);
    expect(fitsStorageQuota({ documents: CUSTOMER_DOCUMENTS_MAX, bytes: 0 }, 1)).toBe(false);
    expect(ABUSE_LIMIT_MESSAGES.storageFull({ documents: 50, bytes: CUSTOMER_DOCUMENT_BYTES_MAX })).toBe(
      'Your document storage is full (at most 50 documents and 100 MB). Delete a document to add another',
    );
  });
});

describe('limit messages', () => {
  it('name the wait in whole minutes, at least one', () => {
    expect(ABUSE_LIMIT_MESSAGES.codesFromAddress(30)).toBe('Too many codes requested from this network. Please try again in 1 minutes');
    expect(ABUSE_LIMIT_MESSAGES.codesFromAddress(3600)).toContain('in 60 minutes');
    expect(ABUSE_LIMIT_MESSAGES.countryNotServed('+91')).toBe('Codes can only be sent to +91 mobile numbers');
  });
});
