import { describe, expect, it } from 'vitest';
import { acceptedLanguages, keptLanguageOf, offersArabicFirst, startingLanguage } from './page-language';

describe('the language a page starts in', () => {
  it('keeps the language chosen before, whatever the browser says', () => {
    expect(startingLanguage('ar', ['en-US'], '+91')).toBe('ar');
    expect(startingLanguage('en', ['ar-SA'], '+966')).toBe('en');
  });

  it('follows a browser in Arabic on a Gulf brand, and stays English on an Indian one', () => {
    expect(startingLanguage(null, ['ar-SA', 'en'], '+966')).toBe('ar');
    expect(startingLanguage(null, ['ar'], '+971')).toBe('ar');
    expect(startingLanguage(null, ['ar-BH'], '+973')).toBe('ar');
    expect(startingLanguage(null, ['ar'], '+91')).toBe('en');
  });

  it('takes the first of the browser languages it has, and English when it has none', () => {
    expect(startingLanguage(null, ['fr-FR', 'ar'], '+966')).toBe('ar');
    expect(startingLanguage(null, ['en-GB', 'ar'], '+966')).toBe('en');
    expect(startingLanguage(null, ['fr'], '+966')).toBe('en');
    expect(startingLanguage(null, [], '+966')).toBe('en');
    expect(offersArabicFirst('+91')).toBe(false);
  });
});

describe('reading the browser', () => {
  it('orders Accept-Language by weight and drops what is refused', () => {
    expect(acceptedLanguages('en;q=0.5, ar-SA, fr;q=0')).toEqual(['ar-SA', 'en']);
    expect(acceptedLanguages('ar,en-US;q=0.9,en;q=0.8')).toEqual(['ar', 'en-US', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('*')).toEqual(['*']);
  });

  it('reads the kept language from cookies, ignoring any it does not know', () => {
    expect(keptLanguageOf('a=1; servicebay_language=ar; b=2')).toBe('ar');
    expect(keptLanguageOf('servicebay_language=en')).toBe('en');
    expect(keptLanguageOf('servicebay_language=fr')).toBeNull();
    expect(keptLanguageOf('other_servicebay_language=ar')).toBeNull();
    expect(keptLanguageOf(undefined)).toBeNull();
  });
});
