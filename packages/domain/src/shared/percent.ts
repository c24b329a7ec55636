/**
 * Shares as percentages (progress, completeness) and percentages as basis points: the one place
 * besides money.ts allowed to scale by 100, so that the lint rule refusing `* 100` and `/ 100`
 * elsewhere catches money converted by hand (decision 0035).
 */

/** `part` of `whole` as a percentage (0 to 100 when part <= whole); 0 of nothing is 0. */
export const percentOf = (part: number, whole: number): number => (whole === 0 ? 0 : (part / whole) * 100);

/** 15 (%) -> 1,500 basis points: discounts are kept in whole basis points. */
export const basisPointsOfPercent = (percent: number): number => Math.round(percent * 100);

/** 1,800 basis points -> 18 (%): a rate as the screens and the API show it. */
export const percentOfBasisPoints = (basisPoints: number): number => basisPoints / 100;
