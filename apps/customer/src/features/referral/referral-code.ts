import { percentOf, ZApplyReferral } from '@servicebay/domain';

/** Why a typed code cannot be sent: the catalogue's `referral.rules.<rule>` says it in the customer's language. */
export type ReferralCodeRule = 'empty' | 'unknown';
export type ReferralCodeCheck = { isValid: true; code: string } | { isValid: false; rule: ReferralCodeRule };

/**
 * The field's rules (customer spec section 5), by the schema the API checks the body with: a blank
 * code is 'Please enter valid referral code'; one longer than any code cannot belong to anyone. Read
 * by the issue's kind, never its English text. The code goes as typed; the server uppercases it.
 */
export function checkReferralCode(typed: string): ReferralCodeCheck {
  const parsed = ZApplyReferral.safeParse({ referralCode: typed });
  if (parsed.success) return { isValid: true, code: parsed.data.referralCode };
  return { isValid: false, rule: parsed.error.issues[0]?.code === 'too_big' ? 'unknown' : 'empty' };
}

/** How far through their referrals the customer is, for the progress bar: 0 to 100. */
export function referralsUsedPercent({ referralsUsed, referralsTotal }: { referralsUsed: number; referralsTotal: number }): number {
  if (referralsTotal <= 0) return 100;
  return Math.round(percentOf(Math.min(Math.max(referralsUsed, 0), referralsTotal), referralsTotal));
}

const SLOT = '\u0000';

/**
 * A translated sentence split around where its value goes, so the value can be set apart (the code
 * kept left to right inside Arabic) without react-i18next's Trans, which would join the framework
 * chunk every page loads. `translate` gets the slot marker as the value.
 */
export function aroundValue(translate: (slot: string) => string): { before: string; after: string } {
  const [before = '', after = ''] = translate(SLOT).split(SLOT);
  return { before, after };
}
