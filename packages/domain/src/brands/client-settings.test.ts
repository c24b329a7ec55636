import { describe, expect, it } from 'vitest';
import { slideText } from './brand-profile';

describe('login slides', () => {
  const slide = {
    imageUrl: '/s.svg',
    title: 'Track every step live',
    subtitle: 'On your phone',
    translations: { ar: { title: 'تابع كل خطوة مباشرة', subtitle: 'على هاتفك' } },
  };
  it('show the text of the chosen language, English otherwise', () => {
    expect(slideText(slide, 'ar').title).toBe('تابع كل خطوة مباشرة');
    expect(slideText(slide, 'en').title).toBe('Track every step live');
    expect(slideText({ ...slide, translations: undefined }, 'ar').title).toBe('Track every step live');
  });
});
