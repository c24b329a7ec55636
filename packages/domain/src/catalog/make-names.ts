import type { Language } from '../shared/constants';
import type { TCatalogMake } from './vehicle-catalog';

type MakeNames = Pick<TCatalogMake, 'name' | 'nameAr'>;

/**
 * Text as a search compares it: lower case, without Arabic short vowels or the tatweel, and with
 * one form of the letters Arabic keyboards and spellings vary on (أ إ آ as ا, ى as ي, ة as ه), so
 * تويوتا, تُويوتا and تويوتا typed another way all find the same make.
 */
export const searchableText = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .trim();

/** Whether a make is what a customer typed, by its English or its Arabic name, whatever language is showing. */
export function makeMatches(make: MakeNames, query: string): boolean {
  const wanted = searchableText(query);
  return [make.name, make.nameAr].some((name) => name !== null && searchableText(name).includes(wanted));
}

/** The make's name for a screen in `language`: the Arabic one on Arabic screens where the catalogue has it. */
export const makeNameIn = (make: MakeNames, language: Language): string => (language === 'ar' && make.nameAr) || make.name;
