import { z } from 'zod/mini';
import { COUNTRY_CODES, COUNTRY_UNSUPPORTED_MESSAGE, MOBILE_INVALID_MESSAGE } from './phone';

// Apart from phone.ts's rules, which the sign-in screens use before zod has loaded (decision 0013).
export const ZCountryCode = z.enum(COUNTRY_CODES, { error: COUNTRY_UNSUPPORTED_MESSAGE });
export const ZMobileNumber = z
  .string({ error: MOBILE_INVALID_MESSAGE })
  .check(z.trim(), z.minLength(1, MOBILE_INVALID_MESSAGE), z.maxLength(16, MOBILE_INVALID_MESSAGE), z.regex(/^[+\d\s-]+$/, MOBILE_INVALID_MESSAGE));
