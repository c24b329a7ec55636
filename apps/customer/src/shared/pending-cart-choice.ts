import type { ServiceChoice } from './service-choice';

/**
 * A service chosen by a customer who has no vehicle yet (customer spec section 4): held while they
 * add one, then put in the cart. Held for this tab only; a stale or unreadable entry is dropped.
 */
export type PendingCartChoice = { choice: ServiceChoice; workshopId: string | null; then: string };

const KEY = 'servicebay.pendingCartChoice';

export function holdCartChoice(pending: PendingCartChoice): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

export function takeCartChoice(): PendingCartChoice | undefined {
  const held = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!held) return undefined;
  try {
    const pending = JSON.parse(held) as PendingCartChoice;
    return typeof pending.choice?.serviceId === 'string' && typeof pending.then === 'string' ? pending : undefined;
  } catch {
    return undefined;
  }
}
