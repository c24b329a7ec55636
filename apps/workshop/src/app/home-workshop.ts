import { isJobCardOpen, ZJobCardStatus, type TStaffMe } from '@servicebay/domain';

/** Where the app keeps the workshop each person last worked in, on this device. */
const lastWorkshopKey = (staffId: string) => `servicebay.last-workshop.${staffId}`;

export const rememberWorkshop = (staffId: string, workshopId: string) => {
  try {
    localStorage.setItem(lastWorkshopKey(staffId), workshopId);
  } catch {
    // Storage full or refused (a private window): the next sign-in picks by work instead.
  }
};

export const lastWorkshopOf = (staffId: string): string | null => {
  try {
    return localStorage.getItem(lastWorkshopKey(staffId));
  } catch {
    return null;
  }
};

/** Open job cards in a board's counts by status (delivered, completed, rejected and cancelled ones are over). */
export const openCardsIn = (countsByStatus: Record<string, number>) =>
  Object.entries(countsByStatus).reduce((open, [status, count]) => {
    const known = ZJobCardStatus.safeParse(status);
    return known.success && isJobCardOpen(known.data) ? open + count : open;
  }, 0);

/**
 * The workshop a person lands in (issue 26, item 9): the one they last worked in on this device,
 * else the one with the most open job cards (ties and unknown counts: the first by name), so an
 * owner of several branches does not land in an empty one with every figure at 0.
 */
export function homeWorkshopOf(me: TStaffMe, lastUsed: string | null, openCards: ReadonlyMap<string, number>): string | null {
  if (lastUsed && me.workshops.some((workshop) => workshop.workshopId === lastUsed)) return lastUsed;
  let home: { workshopId: string; open: number } | null = null;
  for (const { workshopId } of me.workshops) {
    const open = openCards.get(workshopId) ?? -1;
    if (!home || open > home.open) home = { workshopId, open };
  }
  return home?.workshopId ?? null;
}
