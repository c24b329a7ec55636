import { describe, expect, it } from 'vitest';
import { settleLanguage } from './settle-language';

describe('settling the language of a signed-in visit', () => {
  it('applies the saved language to a visit that starts in English', () => {
    expect(settleLanguage('ar', 'en')).toEqual({ apply: 'ar' });
  });
  it('keeps and saves a language chosen on the sign-in screen', () => {
    expect(settleLanguage('en', 'ar')).toEqual({ save: 'ar' });
  });
  it('changes nothing when they agree', () => {
    expect(settleLanguage('ar', 'ar')).toBeNull();
    expect(settleLanguage('en', 'en')).toBeNull();
  });
});
