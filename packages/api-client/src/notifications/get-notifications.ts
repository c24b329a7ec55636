import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZNotification, type TNotification } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../client';
import { notificationKeys } from './notification-keys';

export const ZNotificationList = z.array(ZNotification);

/**
 * GET /transaction/notifications: the customer's latest notifications, newest first, each written
 * in the language of the request (Accept-Language). The key does not carry the language: the app
 * reads the list again when the language changes, as it does the cart.
 */
export const getNotifications = (): Promise<TNotification[]> => api.request('/transaction/notifications', { schema: ZNotificationList });

export const notificationsQueryOptions = () => queryOptions({ queryKey: notificationKeys.list(), queryFn: getNotifications });

export const useNotifications = () => useQuery(notificationsQueryOptions());
