import type { TNotification } from '@servicebay/domain';

/** The bell's count: notifications the customer has not tapped yet (customer spec section 4). */
export const unreadCountOf = (notifications: readonly Pick<TNotification, 'isRead'>[] | undefined): number =>
  notifications?.reduce((count, notification) => (notification.isRead ? count : count + 1), 0) ?? 0;

/** What the badge shows: a long count would not fit the bell's corner. */
export const BADGE_MAX = 99;
export const badgeText = (count: number): string => (count > BADGE_MAX ? `${BADGE_MAX}+` : String(count));
