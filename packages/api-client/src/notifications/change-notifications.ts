import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZNotification, type TNotification } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../client';
import { storeAnswer } from '../query-client';
import { notificationKeys } from './notification-keys';

/** PATCH /transaction/notifications/:id: the customer has seen it (customer spec section 4: read when tapped). */
export const markNotificationRead = (notificationId: string): Promise<TNotification> =>
  api.request(`/transaction/notifications/${encodeURIComponent(notificationId)}`, {
    method: 'PATCH',
    body: { id: notificationId, isRead: true },
    schema: ZNotification,
  });

/** DELETE /transaction/booking/notifications: clears them all. */
export const clearNotifications = (): Promise<void> =>
  api.request('/transaction/booking/notifications', { method: 'DELETE', schema: z.object({}) }).then(() => undefined);

const withRead = (list: TNotification[] | undefined, notificationId: string, answer?: TNotification) =>
  list?.map((notification) => (notification.id === notificationId ? (answer ?? { ...notification, isRead: true }) : notification));

/**
 * Read at once in the cache, so the bell's count drops as the customer taps (they are usually
 * leaving for the booking); the answer then replaces it, and a refusal puts the list back as it was.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const queryKey = notificationKeys.list();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (notificationId: string) => {
      const before = queryClient.getQueryData<TNotification[]>(queryKey);
      await storeAnswer<TNotification[]>(queryClient, queryKey, (list) => withRead(list, notificationId));
      return { before };
    },
    onSuccess: (answer, notificationId) => queryClient.setQueryData<TNotification[]>(queryKey, (list) => withRead(list, notificationId, answer)),
    onError: (_error, _notificationId, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
  });
}

/** Cleared: the list is empty at once, without asking again. */
export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearNotifications,
    onSuccess: () => storeAnswer<TNotification[]>(queryClient, notificationKeys.list(), []),
  });
}
