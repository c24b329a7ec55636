import { STAFF_QUERY_KEY } from '../staff/query-keys';

/**
 * The workshop app's workshop records, under the staff session's key so that sign-out forgets them.
 * (The customer side's public workshop queries keep theirs under 'workshops', beside each query.)
 */
export const workshopKeys = {
  /** A workshop's own settings (name, tax registration, bank, invoices, calendar). */
  settings: (workshopId: string) => [...STAFF_QUERY_KEY, 'workshop-settings', workshopId] as const,
};
