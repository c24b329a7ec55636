import { describe, expect, it } from 'vitest';
import { badgeText, unreadCountOf } from './unread-count';

describe("the bell's unread count", () => {
  it('counts the notifications not read yet, none before the list has come', () => {
    expect(unreadCountOf([{ isRead: false }, { isRead: true }, { isRead: false }])).toBe(2);
    expect(unreadCountOf([{ isRead: true }])).toBe(0);
    expect(unreadCountOf([])).toBe(0);
    expect(unreadCountOf(undefined)).toBe(0);
  });

  it('shows at most 99 on the badge', () => {
    expect([1, 99, 100, 250].map(badgeText)).toEqual(['1', '99', '99+', '99+']);
  });
});
