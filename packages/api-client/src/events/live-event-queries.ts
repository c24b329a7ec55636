import type { QueryClient } from '@tanstack/react-query';
import { LIVE_STREAM_RESET } from '@servicebay/domain';
import { addressesQueryOptions } from '../addresses/get-addresses';
import { profileQueryOptions } from '../profile/get-profile';
import { settingsQueryOptions } from '../profile/get-settings';
import { meQueryOptions } from '../auth/get-me';
import { cartQueryOptions } from '../cart/get-cart';
import { garageKeys } from '../garage/query-keys';
import { SESSION_QUERY_KEY } from '../query-client';
import type { LiveEvent } from './follow-live-events';

/**
 * The cached answers each kind of change makes stale. Only queries on screen refetch; the rest
 * refetch when next shown. A vehicle moves the user's default and selected references and the
 * profile's completeness; an address moves the same references and the profile's city.
 */
export function queriesChangedBy(event: LiveEvent): (readonly unknown[])[] {
  switch (event.type) {
    case 'vehicles.changed':
      // The cart is priced for the selected vehicle.
      return [
        garageKeys.vehicles(),
        [...SESSION_QUERY_KEY, 'documents'],
        meQueryOptions().queryKey,
        profileQueryOptions().queryKey,
        cartQueryOptions().queryKey,
      ];
    case 'documents.changed':
      // The garage list carries each vehicle's document ids, and the profile its completeness.
      return [[...SESSION_QUERY_KEY, 'documents'], garageKeys.vehicles(), profileQueryOptions().queryKey];
    case 'addresses.changed':
      return [addressesQueryOptions().queryKey, meQueryOptions().queryKey, profileQueryOptions().queryKey];
    case 'cart.changed':
      return [cartQueryOptions().queryKey];
    case 'notifications.changed':
      // A referrer is told of points earned: Refer and Earn's figures move with the notification.
      return [
        [...SESSION_QUERY_KEY, 'notifications'],
        [...SESSION_QUERY_KEY, 'referral'],
      ];
    case 'bookings.changed':
      // A booking's list, details and timeline, and the vehicle tiles' service dates.
      return [[...SESSION_QUERY_KEY, 'bookings'], garageKeys.vehicles()];
    case 'profile.changed':
      // The cart is priced in the pricing segment of the settings.
      return [profileQueryOptions().queryKey, meQueryOptions().queryKey, settingsQueryOptions().queryKey, cartQueryOptions().queryKey];
    case 'session.ended':
      // This device's token may be one that ended: asking again renews it, or signs out.
      return [meQueryOptions().queryKey];
    case 'slots.changed':
    case 'jobCards.changed':
      // The workshop's staff hear these; a customer's slot picker asks again each time it opens,
      // and a job card's steps reach the customer as their booking's (bookings.changed).
      return [];
    case LIVE_STREAM_RESET:
      return [SESSION_QUERY_KEY];
  }
}

export const refreshAfterLiveEvent = (queryClient: QueryClient, event: LiveEvent) =>
  Promise.all(queriesChangedBy(event).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
