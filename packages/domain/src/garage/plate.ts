import { fillTemplate, ruleCodes } from '../shared/rule-codes';
import { PLATE_MESSAGES } from './plate-messages';
import type { CountryCode } from '../shared/phone';

/**
 * Registration plates of the four markets (customer spec section 5; workshop spec section 5
 * "Country formats"). Plates are compared and stored normalised: upper case, Western digits, no
 * spaces, dashes or direction marks; a Saudi plate in Latin letters, digits first.
 */
export const PLATE_RULES = ruleCodes('plate', PLATE_MESSAGES);

/** What each market's plate looks like, shown in every plate error (and the temporary format's). */
export const PLATE_EXAMPLES: Record<CountryCode, string> = {
  '+91': 'KA01AB1234',
  '+966': '1234 BUA',
  '+971': 'DUBAI A 12345',
  '+973': '123456',
};
export const TEMPORARY_PLATE_EXAMPLE = '1234ABC';

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits as the Western ones plates are stored with. */
const westernDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - (digit >= '\u06F0' ? 0x06f0 : 0x0660)));

/** Spaces, dashes, dots, the tatweel, and the invisible direction marks that right-to-left typing leaves. */
const SEPARATORS = /[\s\-.\u0640\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export const normalizePlate = (raw: string) => westernDigits(raw).trim().toUpperCase().replace(SEPARATORS, '');

/** Indian RTO state and union-territory codes (the first two letters of a regular plate). */
const INDIAN_STATE_CODES = new Set(
  'AN AP AR AS BR CG CH DD DL DN GA GJ HP HR JH JK KA KL LA LD MH ML MN MP MZ NL OD OR PB PY RJ SK TG TN TR TS UK UP WB'.split(' '),
);

/** KA01AB1234, DL3CAB1234, MH12Z1234, and the Bharat series 22BH1234AA. */
function isIndianPlate(plate: string): boolean {
  // The number is always four digits on a plate (0001 to 9999).
  const regular = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{4})$/.exec(plate);
  if (regular) return INDIAN_STATE_CODES.has(regular[1]!) && Number(regular[4]) > 0;
  const bharat = /^(\d{2})BH(\d{4})([A-Z]{1,2})$/.exec(plate);
  return bharat !== null && !['I', 'O'].some((c) => bharat[3]!.includes(c));
}

/** The 17 Arabic letters of Saudi plates and the Latin letter printed with each (Moroor's table). */
export const SAUDI_PLATE_LETTERS: Readonly<Record<string, string>> = {
  ا: 'A',
  ب: 'B',
  ح: 'J',
  د: 'D',
  ر: 'R',
  س: 'S',
  ص: 'X',
  ط: 'T',
  ع: 'E',
  ق: 'G',
  ك: 'K',
  ل: 'L',
  م: 'Z',
  ن: 'N',
  ه: 'H',
  و: 'U',
  ى: 'V',
};
const SAUDI_LETTERS = Object.values(SAUDI_PLATE_LETTERS).join('');
/** What Arabic keyboards type for two of those letters: alef with a hamza or madda, and ya for alef maksura. */
const TYPED_AS = new Map([
  ['أ', 'ا'],
  ['إ', 'ا'],
  ['آ', 'ا'],
  ['ي', 'ى'],
]);

/**
 * A Saudi plate's letters in Latin. Arabic letters are read right to left and the Latin ones are
 * printed left to right beneath them, so the Latin line is the Arabic one reversed: ح ط ا is ATJ.
 */
function saudiLatinLetters(letters: string): string | null {
  if (/^[A-Z]{1,3}$/.test(letters)) return [...letters].every((c) => SAUDI_LETTERS.includes(c)) ? letters : null;
  const latin = [...letters].map((c) => SAUDI_PLATE_LETTERS[TYPED_AS.get(c) ?? c]);
  return latin.length <= 3 && latin.every(Boolean) ? latin.reverse().join('') : null;
}

/** Saudi plates carry 1 to 4 digits and 1 to 3 of the 17 plate letters, Latin or Arabic; stored as 1234BUA. */
function saudiPlate(plate: string): string | null {
  const match = /^(\d{1,4})(\D{1,3})$/.exec(plate) ?? /^(\D{1,3})(\d{1,4})$/.exec(plate);
  if (!match) return null;
  const [digits, letters] = /\d/.test(match[1]!) ? [match[1]!, match[2]!] : [match[2]!, match[1]!];
  const latin = saudiLatinLetters(letters);
  return latin ? `${digits}${latin}` : null;
}

const UAE_EMIRATES = [
  'DUBAI',
  'ABUDHABI',
  'SHARJAH',
  'AJMAN',
  'UMMALQUWAIN',
  'RASALKHAIMAH',
  'FUJAIRAH',
  'DXB',
  'AUH',
  'SHJ',
  'AJM',
  'UAQ',
  'RAK',
  'FUJ',
  'AD',
];
/** UAE: an optional emirate, a category code (1-2 letters or 1-2 digits), then 1 to 5 digits. */
function isUaePlate(plate: string): boolean {
  const emirate = UAE_EMIRATES.find((e) => plate.startsWith(e) && plate.length > e.length);
  const rest = emirate ? plate.slice(emirate.length) : plate;
  return /^([A-Z]{1,2}|\d{1,2})\d{1,5}$/.test(rest) || (emirate !== undefined && /^\d{1,5}$/.test(rest));
}

/** Bahrain: private plates are up to 6 digits. */
const isBahrainPlate = (plate: string) => /^\d{1,6}$/.test(plate) && Number(plate) > 0;

/** Each market's plate in its stored form, or null when the (normalised) input is not one. */
const only = (isPlate: (plate: string) => boolean) => (plate: string) => (isPlate(plate) ? plate : null);
const CHECKERS: Record<CountryCode, (plate: string) => string | null> = {
  '+91': only(isIndianPlate),
  '+966': saudiPlate,
  '+971': only(isUaePlate),
  '+973': only(isBahrainPlate),
};

/** A temporary number: 4 digits then 3 letters (customer spec section 5), or Saudi ABC-123-123 (workshop spec). */
export function isTemporaryPlate(raw: string): boolean {
  const plate = normalizePlate(raw);
  return /^\d{4}[A-Z]{3}$/.test(plate) || /^[A-Z]{3}-?\d{3}-?\d{3}$/.test(raw.trim().toUpperCase().replace(/\s/g, ''));
}

type PlateRule = (typeof PLATE_RULES)[keyof typeof PLATE_RULES];
/**
 * A refusal names its rule and the expected format's example (for the apps, which show the rule's
 * text in the customer's language), and the spec's English message with it (for the server's 400).
 */
export type PlateCheck = { ok: true; plate: string } | { ok: false; rule: PlateRule; values: { example: string }; message: string };

export function checkPlate(countryCode: CountryCode, raw: string | null | undefined, isTemporary = false): PlateCheck {
  const trimmed = (raw ?? '').trim();
  const example = isTemporary ? TEMPORARY_PLATE_EXAMPLE : PLATE_EXAMPLES[countryCode];
  const refuse = (key: keyof typeof PLATE_MESSAGES): PlateCheck => ({
    ok: false,
    rule: PLATE_RULES[key],
    values: { example },
    message: fillTemplate(PLATE_MESSAGES[key], { example }),
  });
  if (!trimmed) return refuse('missing');
  const temporary = () => (isTemporaryPlate(trimmed) ? normalizePlate(trimmed) : null);
  const plate = isTemporary ? temporary() : CHECKERS[countryCode](normalizePlate(trimmed));
  return plate ? { ok: true, plate } : refuse('invalid');
}
