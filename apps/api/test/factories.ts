import type { FastifyInstance } from 'fastify';
import type { TSession } from '@servicebay/domain';
import { onBrand } from './build-test-app';

let sequence = 0;
/** A fresh valid Indian mobile number per call, so tests never share rate limits. */
export const uniqueIndianNumber = () => `9${String(Date.now() % 1e5).padStart(5, '0')}${String(++sequence).padStart(4, '0')}`;

/** The Gulf brands of the seed and their market: a brand texts only its own country code. */
const GULF_MARKETS: Record<string, { countryCode: string; first: string; digits: number }> = {
  sahara: { countryCode: '+966', first: '5', digits: 9 },
  marina: { countryCode: '+971', first: '5', digits: 9 },
  pearl: { countryCode: '+973', first: '3', digits: 8 },
};

/** A fresh valid number of the brand's market: Indian for every seeded brand but the Gulf ones. */
export function uniqueNumberFor(brand: string): { countryCode: string; mobileNumber: string } {
  const gulf = GULF_MARKETS[brand];
  if (!gulf) return { countryCode: '+91', mobileNumber: uniqueIndianNumber() };
  const rest = `${String(Date.now() % 1e4).padStart(4, '0')}${String(++sequence).padStart(4, '0')}`.slice(-(gulf.digits - 1));
  return { countryCode: gulf.countryCode, mobileNumber: `${gulf.first}${rest}` };
}

/** The code the offline SMS adapter "sent" to the number, read back from the dev outbox. */
export async function lastCodeSentTo(app: FastifyInstance, brand: string, e164: string): Promise<string> {
  const response = await onBrand(app, brand)({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(e164)}` });
  const body = response.json() as { data: { body: string }[] };
  const code = body.data[0]?.body.match(/^(\d{6}) /)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${e164}`);
  return code;
}

/** Signs a customer in through the real OTP routes and returns the session. */
export async function signIn(
  app: FastifyInstance,
  brand: string,
  options: { countryCode?: string; mobileNumber?: string; guestToken?: string } = {},
): Promise<TSession & { mobileNumber: string }> {
  const fresh = uniqueNumberFor(brand);
  const countryCode = options.countryCode ?? fresh.countryCode;
  const mobileNumber = options.mobileNumber ?? fresh.mobileNumber;
  const { guestToken } = options;
  const send = await onBrand(app, brand)({ method: 'POST', url: '/api/auth/otp/send', payload: { countryCode, mobileNumber } });
  if (send.statusCode !== 200) throw new Error(`otp/send failed: ${send.body}`);
  const otp = await lastCodeSentTo(app, brand, `${countryCode}${mobileNumber}`);
  const verify = await onBrand(app, brand, guestToken)({ method: 'POST', url: '/api/auth/otp/verify', payload: { countryCode, mobileNumber, otp } });
  if (verify.statusCode !== 200) throw new Error(`otp/verify failed: ${verify.body}`);
  return { ...(verify.json() as { data: TSession }).data, mobileNumber };
}

export async function signInAsGuest(app: FastifyInstance, brand: string): Promise<TSession> {
  const response = await onBrand(app, brand)({ method: 'POST', url: '/api/auth/anonymous' });
  if (response.statusCode !== 200) throw new Error(`anonymous failed: ${response.body}`);
  return (response.json() as { data: TSession }).data;
}
