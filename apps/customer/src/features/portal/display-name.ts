import type { TUser } from '@servicebay/domain';

/** How the portal names the customer: their name, else their number; null for a guest. */
export function customerDisplayName(user: Pick<TUser, 'isAnonymous' | 'name' | 'primaryPhoneNumber'>): string | null {
  if (user.isAnonymous) return null;
  return user.name?.trim() || user.primaryPhoneNumber || null;
}
