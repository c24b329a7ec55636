import type { TUser } from '@servicebay/domain';

/** How the portal names the customer in its header: their name, else their number; null for a guest. */
export function customerDisplayName(user: Pick<TUser, 'isAnonymous' | 'name' | 'primaryPhoneNumber'>): string | null {
  if (user.isAnonymous) return null;
  return user.name?.trim() || user.primaryPhoneNumber || null;
}

/**
 * What the greeting calls the customer: the first word of their name, as people greet each other;
 * null when no name is known (a number is an account, not a name, so it is never used).
 */
export function customerFirstName(user: Pick<TUser, 'isAnonymous' | 'name'>): string | null {
  if (user.isAnonymous) return null;
  const [first] = (user.name ?? '').trim().split(/\s+/u);
  return first || null;
}
