import { ApiError } from '@servicebay/api-client';
import { loadSignedInTexts } from '@servicebay/i18n';
import { describe, expect, it } from 'vitest';
import { apiErrorText } from './notify';

// The sign-in screens download only their own error texts (domain sign-in-errors.ts); a refusal of
// another kind before the signed-in texts arrive still reads as words, never as a key.
describe('the text of a failed call', () => {
  it('is the sign-in screens’ own text, then the server’s words, then the full catalogue’s', async () => {
    const expired = new ApiError({ code: 'auth/code-expired', status: 400, message: 'server words' });
    const cartFull = new ApiError({ code: 'cart/full', status: 400, message: 'Your cart is full (server)' });
    expect(apiErrorText(expired)).toBe('Code expired. Please request a new code');
    expect(apiErrorText(cartFull)).toBe('Your cart is full (server)');
    await loadSignedInTexts();
    expect(apiErrorText(cartFull)).toBe('Your cart is full. Book these services before adding more');
  });

  it('of something that is not an API refusal is the unexpected error’s', () => {
    expect(apiErrorText(new Error('boom'))).toBe('Something Went Wrong..');
  });
});
