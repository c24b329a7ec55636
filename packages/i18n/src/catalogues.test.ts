import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS, RULE_CODES, ruleEnglish, SUPPORTED_LANGUAGES } from '@servicebay/domain';
import { createI18n } from './all-catalogues';
import { directionOf, LANGUAGES } from './languages';
import { ruleKey, ruleText } from './rule-text';
import { ar } from './locales/ar';
import { en } from './locales/en';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('catalogues', () => {
  const english = leaves(en);
  const arabic = leaves(ar);

  it('Arabic has exactly the English keys', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('every Arabic text is written in Arabic, not English left in place', () => {
    for (const [key, text] of arabic) expect(text, key).toMatch(/[\u0600-\u06FF]/);
  });

  it('both languages use the same interpolation values', () => {
    for (const [key, text] of english) expect(placeholders(arabic.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('has a text for every API error code, the spec message in English', () => {
    for (const code of ERROR_CODES) expect(en.errors[code]).toBe(ERRORS[code].message);
  });

  it('has an English and an Arabic text for every rule code of the domain, the spec message in English', () => {
    const values = { max: 64, field: 'Policy Number' };
    const inEnglish = createI18n('en');
    for (const code of RULE_CODES) {
      expect(english.has(ruleKey(code)), code).toBe(true);
      expect(arabic.has(ruleKey(code)), code).toBe(true);
      expect(ruleText(inEnglish.t, code, values), code).toBe(ruleEnglish(code, values));
    }
  });
});

describe('languages', () => {
  it('lists every supported language, Arabic right-to-left', () => {
    expect(LANGUAGES.map((language) => language.code).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('translates error codes and interpolates values', () => {
    const i18n = createI18n('ar');
    expect(i18n.t('errors.auth/invalid-verification-code')).toBe('رمز التحقق غير صحيح');
    expect(createI18n('en').t('otp.sentTo', { number: '+91 ******3210' })).toBe('Enter the code sent to +91 ******3210');
  });
});
