/** English texts of the customer's notifications: the page on phones, the popover on desktops. */
export const notificationsEn = {
  title: 'Notifications',
  bell: {
    /** The header's bell, with no unread notification. */
    label: 'Notifications',
    /** The header's bell with its badge. */
    withCount: 'Notifications, {{count}} unread',
  },
  /** Said to screen readers beside an unread item's text, which the bold and the dot show. */
  unread: 'Unread',
  /** An item's age, under a minute. */
  justNow: 'Just now',
  /** The list as a whole, for screen readers. */
  listLabel: 'Your notifications',
  /** The page's summary above its list. */
  unreadSummary: '{{count}} unread',
  allRead: 'All caught up',
  clearAll: 'Clear all',
  clearQuestion: 'Clear all notifications?',
  clearConfirm: 'Clear',
  clearFailed: 'We could not clear your notifications. Try again.',
  empty: 'No notifications yet',
  emptyHint: 'Updates about your bookings will show up here.',
};
