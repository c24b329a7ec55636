import { describe, expect, it } from 'vitest';
import { jsonForScriptElement } from './brand-page';

describe('JSON inlined in a script element', () => {
  it('cannot close the element or open a comment, and reads back the same', () => {
    const value = { tabName: '</script><script>alert(1)</script>', dropText: '<!-- x', note: 'line\u2028break' };
    const json = jsonForScriptElement(value);
    expect(json).not.toMatch(/<\/script|<!--|\u2028/i);
    expect(JSON.parse(json)).toEqual(value);
  });
});
