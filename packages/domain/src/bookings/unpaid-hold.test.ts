import { describe, expect, it } from 'vitest';
import { isUnpaidHoldOver, slotReleasedNotice, slotReleasedRemarks, unpaidHoldEndsAt } from './unpaid-hold';

const createdAt = new Date('2026-11-28T10:00:00Z');

describe('the unpaid hold (issue 26)', () => {
  it('ends the brand’s minutes after booking, for a booking that asks an advance only', () => {
    expect(unpaidHoldEndsAt({ createdAt, advanceMinor: 49_980 }, 15)).toEqual(new Date('2026-11-28T10:15:00Z'));
    expect(unpaidHoldEndsAt({ createdAt, advanceMinor: 0 }, 15)).toBeNull();
  });

  it('is over at the very minute it ends, not a millisecond before', () => {
    const booking = { createdAt, advanceMinor: 5_000 };
    expect(isUnpaidHoldOver(booking, 15, new Date('2026-11-28T10:14:59.999Z'))).toBe(false);
    expect(isUnpaidHoldOver(booking, 15, new Date('2026-11-28T10:15:00Z'))).toBe(true);
    expect(isUnpaidHoldOver({ createdAt, advanceMinor: 0 }, 15, new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });

  it('says why, in the history and in both languages of the notification', () => {
    expect(slotReleasedRemarks(15)).toBe('Slot released: the advance was not paid within 15 minutes');
    expect(slotReleasedNotice('SB123', 15)).toEqual({
      type: 'WARN',
      en: 'Booking SB123 was cancelled: the slot was released because the advance was not paid within 15 minutes',
      ar: expect.stringContaining('15'),
    });
  });
});
