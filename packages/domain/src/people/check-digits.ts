/**
 * Check digits of the markets' national ids: Verhoeff's dihedral-group scheme (India's Aadhaar,
 * UIDAI) and Luhn's mod 10 (Saudi national id and iqama, the UAE's Emirates ID). Pure, over strings
 * of Western digits.
 */

/** Verhoeff's multiplication table: the dihedral group D5. */
const D5 = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
/** Verhoeff's permutation, applied once more at each position from the right (it repeats every 8). */
const PERMUTATION = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

const digitsFromRight = (digits: string): number[] => [...digits].reverse().map(Number);

/** The product over the digits, the rightmost at `offset` (1 when a check digit is still to come). */
const verhoeffProduct = (digits: string, offset: number): number =>
  digitsFromRight(digits).reduce((check, digit, index) => D5[check]![PERMUTATION[(index + offset) % 8]![digit]!]!, 0);

/** The Verhoeff check digit to append to `digits`. */
export const verhoeffCheckDigit = (digits: string): number => INVERSE[verhoeffProduct(digits, 1)]!;

/** Whether `digits` end with their Verhoeff check digit. */
export const hasVerhoeffCheck = (digits: string): boolean => /^\d+$/.test(digits) && verhoeffProduct(digits, 0) === 0;

/** Whether `digits` end with their Luhn check digit (every second digit from the right doubled). */
export function hasLuhnCheck(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  const sum = digitsFromRight(digits).reduce((total, digit, index) => {
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return sum % 10 === 0;
}
