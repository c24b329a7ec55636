/** Constants of the customer spec (section 9); one place so server, apps and tests agree. */
export const OTP_LENGTH = 6;
export const OTP_RESEND_AFTER_SECONDS = 60;
export const OTP_VALID_FOR_SECONDS = 5 * 60;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_MAX_SENDS_PER_HOUR = 5;

export const DEFAULT_COUNTRY_CODE = '+91';
export const DEFAULT_MOBILE_DIGITS = 10;

export const SUPPORTED_LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const PRICING_SEGMENTS = ['standard', 'premium', 'luxury'] as const;
export const DEFAULT_PRICING_SEGMENT = 'standard';

/** What a brand wrote in the reader's language: its Arabic where the reader reads Arabic and it wrote some, else its English. */
export const inLanguage = <T>(language: Language, english: T, arabic: T | null | undefined): T => (language === 'ar' && arabic ? arabic : english);
