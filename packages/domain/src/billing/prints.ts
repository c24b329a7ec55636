import { z } from 'zod';
import type { TJobCardStatus } from '../job-cards/job-card-status';
import type { TTaxMarket } from './tax-markets';

/**
 * The languages a print is made in (issue 27 part 7): English everywhere; in the Gulf, Arabic too,
 * whose prints are bilingual. The desk asks for the language it reads first: an Arabic desk gets
 * its Gulf prints Arabic first, laid out right to left.
 */
export const PRINT_LANGUAGES = ['en', 'ar'] as const;
export type TPrintLanguage = (typeof PRINT_LANGUAGES)[number];
export const ZPrintQuery = z.object({ lang: z.enum(PRINT_LANGUAGES).optional() });
export type TPrintQuery = z.infer<typeof ZPrintQuery>;

/** The markets whose documents carry Arabic: Saudi Arabia, the UAE and Bahrain (Tanzania and India print in English). */
export const ARABIC_MARKETS: readonly TTaxMarket[] = ['SA', 'AE', 'BH'];

/** A print's languages in order: the first sets its direction. */
export function printLanguages(market: TTaxMarket, readerFirst: TPrintLanguage = 'en'): TPrintLanguage[] {
  if (!ARABIC_MARKETS.includes(market)) return ['en'];
  return readerFirst === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
}

/** The gate pass lets a vehicle out: it is printed once the card is delivered (workshop spec section 2, 'Gate Pass print'). */
export const hasLeftTheWorkshop = (status: TJobCardStatus) => status === 'delivered' || status === 'completed';
