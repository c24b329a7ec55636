import { describe, expect, it } from 'vitest';
import { makeMatches, makeNameIn } from './make-names';

const toyota = { name: 'Toyota', nameAr: 'تويوتا' };
const mercedes = { name: 'Mercedes-Benz', nameAr: 'مرسيدس بنز' };
const audi = { name: 'Audi', nameAr: 'أودي' };
const imported = { name: 'Acme Motors', nameAr: null };

describe('searching makes', () => {
  it('finds a make by its Arabic name, or a part of it', () => {
    expect(makeMatches(toyota, 'تويوتا')).toBe(true);
    expect(makeMatches(toyota, 'تويو')).toBe(true);
    expect(makeMatches(mercedes, 'بنز')).toBe(true);
    expect(makeMatches(toyota, 'نيسان')).toBe(false);
  });

  it('finds it by its English name in any case, whatever the screen’s language', () => {
    expect(makeMatches(toyota, 'toy')).toBe(true);
    expect(makeMatches(toyota, 'TOYOTA ')).toBe(true);
    expect(makeMatches(imported, 'acme')).toBe(true);
    expect(makeMatches(imported, 'تويوتا')).toBe(false);
  });

  it('matches the Arabic spellings keyboards vary on: hamza on alef, short vowels, tatweel', () => {
    expect(makeMatches(audi, 'اودي')).toBe(true);
    expect(makeMatches(toyota, 'تُويُوتَا')).toBe(true);
    expect(makeMatches(toyota, 'تويـوتا')).toBe(true);
  });
});

describe('showing makes', () => {
  it('shows the Arabic name on Arabic screens, and the English one otherwise or when there is none', () => {
    expect(makeNameIn(toyota, 'ar')).toBe('تويوتا');
    expect(makeNameIn(toyota, 'en')).toBe('Toyota');
    expect(makeNameIn(imported, 'ar')).toBe('Acme Motors');
  });
});
