import { describe, expect, it } from 'vitest';
import { bookedWithinReferralWindow, maxReferralCoins, referralMessages, ZApplyReferral } from './referral';

describe('referral rules (customer spec section 9)', () => {
  it('caps a code at three times the per-referral points', () => {
    expect(maxReferralCoins(100)).toBe(300);
    expect(maxReferralCoins(25)).toBe(75);
  });

  it('rewards a referee who books within 30 days of applying the code, not later and not before', () => {
    const applied = new Date('2026-11-01T10:00:00Z');
    expect(bookedWithinReferralWindow(applied, new Date('2026-11-01T10:00:00Z'))).toBe(true);
    expect(bookedWithinReferralWindow(applied, new Date('2026-12-01T10:00:00Z'))).toBe(true);
    expect(bookedWithinReferralWindow(applied, new Date('2026-12-01T10:00:01Z'))).toBe(false);
    expect(bookedWithinReferralWindow(applied, new Date('2026-10-31T10:00:00Z'))).toBe(false);
  });

  it("refuses an empty code with the spec's message and reads codes in capitals", () => {
    for (const referralCode of ['', '   ']) expect(ZApplyReferral.safeParse({ referralCode }).error?.issues[0]?.message).toBe(referralMessages.empty);
    expect(ZApplyReferral.safeParse({}).error?.issues[0]?.message).toBe(referralMessages.empty);
    expect(ZApplyReferral.parse({ referralCode: ' ab23cd45 ' })).toEqual({ referralCode: 'AB23CD45' });
  });
});
