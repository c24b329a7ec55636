import { ODOMETER_MAX_DIGITS } from '@servicebay/domain';

/** What the odometer field keeps of what was typed or pasted: digits only, under 7 of them. */
export const odometerDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, ODOMETER_MAX_DIGITS);
