import { describe, expect, it } from 'vitest';
import { brandCssVariables } from './brand-colours';

describe('brand colours', () => {
  it('become the custom properties the styles read', () => {
    expect(brandCssVariables({ primary: '#d9480f', primaryContrast: '#ffffff', accent: '#1971c2', surface: '#fff4e6' })).toEqual({
      '--brand-primary': '#d9480f',
      '--brand-primary-contrast': '#ffffff',
      '--brand-accent': '#1971c2',
      '--brand-surface': '#fff4e6',
    });
  });
});
