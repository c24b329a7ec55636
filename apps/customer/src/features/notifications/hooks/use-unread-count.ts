import { notificationsQueryOptions } from '@servicebay/api-client';
import { useQuery } from '@tanstack/react-query';
import { unreadCountOf } from '../unread-count';

/** The header bell's count; the list is read once for the bell and the popover or page share it. */
export const useUnreadCount = (): number => useQuery({ ...notificationsQueryOptions(), select: unreadCountOf }).data ?? 0;
