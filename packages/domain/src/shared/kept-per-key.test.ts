import { describe, expect, it } from 'vitest';
import { keptPerKey } from './kept-per-key';

describe('keptPerKey', () => {
  it('builds once per key and hands back the same value after', () => {
    const built: string[] = [];
    const formatterFor = keptPerKey((locale) => {
      built.push(locale);
      return new Intl.DateTimeFormat(locale);
    });
    const first = formatterFor('en-GB');
    expect(formatterFor('en-GB')).toBe(first);
    expect(formatterFor('ar')).not.toBe(first);
    expect(built).toEqual(['en-GB', 'ar']);
  });
});
