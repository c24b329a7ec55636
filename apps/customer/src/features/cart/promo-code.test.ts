import { checkWithRules } from '@servicebay/ui';
import { describe, expect, it } from 'vitest';
import { promoCodeRules } from './promo-code';

describe('the promo code field', () => {
  it('refuses an empty or blank code with the invalid-code text, rather than sending a removal', () => {
    for (const offerCode of ['', '   ']) {
      expect(checkWithRules(promoCodeRules, { offerCode })).toEqual({ ok: false, issues: { offerCode: { message: 'cart/invalid-offer-code' } } });
    }
  });

  it('sends a typed code without its surrounding spaces', () => {
    expect(checkWithRules(promoCodeRules, { offerCode: '  first15 ' })).toEqual({ ok: true, output: { offerCode: 'first15' } });
  });
});
