/**
 * Everything cached for the signed-in staff member lives under this key and goes at sign-in,
 * sign-out and when the session ends: the next person at the desk never sees the last one's answers.
 * Each area's keys (workshops/, customers/, job-cards/) start with it.
 */
export const STAFF_QUERY_KEY = ['staff-session'] as const;

export const staffKeys = {
  all: STAFF_QUERY_KEY,
  me: () => [...STAFF_QUERY_KEY, 'me'] as const,
  people: (workshopId: string) => [...STAFF_QUERY_KEY, 'people', workshopId] as const,
};
