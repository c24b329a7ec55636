import { compactCode } from './workshop-field';

/**
 * India's GST identification number (GSTIN): 2-digit state code, the holder's PAN (5 letters, 4
 * digits, 1 letter), the entity number within that PAN and state (1-9, then A-Z), the letter Z, and
 * a check character. Inputs are read compact (compactCode), as typed.
 */

/**
 * The GST state codes (CBIC's list): 01-38 and 97 Other Territory, 99 Centre Jurisdiction. 25 (Daman
 * and Diu) and 28 (Andhra Pradesh before 2014) stay: GSTINs issued under them are still in use.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before 2014)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
};

export const isGstStateCode = (code: string): boolean => Object.hasOwn(GST_STATE_CODES, code);

/** A state code as workshops store it ('7', 7 or '07'): two digits, or null when it is none of GST's. */
export function normalizeGstStateCode(code: string | number): string | null {
  const text = String(code).trim().padStart(2, '0');
  return /^\d{2}$/.test(text) && isGstStateCode(text) ? text : null;
}

/** State code, PAN, entity number, Z, check character. */
const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of the first 14 characters (GSTN's mod-36 scheme, a Luhn mod N): each
 * character's value times 1, 2, 1, 2... from the left, the product's quotient and remainder by 36
 * summed, and the character that brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = BASE36.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

/** What is wrong with a GSTIN, most basic first, or null when it is one. */
export function gstinProblem(raw: string): 'shape' | 'stateCode' | 'checkCharacter' | null {
  const gstin = compactCode(raw);
  const match = GSTIN_SHAPE.exec(gstin);
  if (!match) return 'shape';
  if (!isGstStateCode(match[1]!)) return 'stateCode';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14) ? null : 'checkCharacter';
}

/** The state code a GSTIN was issued in ('29' for Karnataka), or null when it is not a valid GSTIN. */
export const gstinStateCode = (gstin: string): string | null => (gstinProblem(gstin) === null ? compactCode(gstin).slice(0, 2) : null);

/**
 * Whether a GSTIN belongs to the given state (workshop spec section 5: "A GST number must match the
 * state code", for corporate customers and insurance): GST is charged by place of supply, so a
 * registration from another state puts the wrong tax on the invoice.
 */
export function gstinMatchesStateCode(gstin: string, stateCode: string | number): boolean {
  const state = normalizeGstStateCode(stateCode);
  return state !== null && gstinStateCode(gstin) === state;
}
