import { canAccess, canAssignRole, STAFF_ROLES, type TStaffMember, type TStaffRole } from '@servicebay/domain';

export type PersonStatus = 'active' | 'switchedOff' | 'locked';

/** Switched off first (they cannot sign in at all), then locked by wrong passwords (for a while). */
export const statusOf = (person: Pick<TStaffMember, 'isActive' | 'isLocked'>): PersonStatus =>
  !person.isActive ? 'switchedOff' : person.isLocked ? 'locked' : 'active';

/** The roles the signed-in person may give, in the spec's order: the owner any, a manager any below manager. */
export const assignableRoles = (assigner: TStaffRole): TStaffRole[] => STAFF_ROLES.filter((role) => canAssignRole(assigner, role));

/** Whether the role changes the people of a workshop at all; without it the list is read-only. */
export const canManagePeople = (role: TStaffRole): boolean => canAccess(role, 'staff', 'change');

/** Why a row's actions are refused: one's own account, or an account above what one may give. */
export type Refusal = 'yourself' | 'outranked';

/** The same rules the server holds (staff-accounts.service.ts): nobody changes themselves, nor an account above what they may give. */
export function refusalOn(me: { staffId: string; role: TStaffRole }, person: Pick<TStaffMember, 'staffId' | 'role'>): Refusal | null {
  if (person.staffId === me.staffId) return 'yourself';
  return canAssignRole(me.role, person.role) ? null : 'outranked';
}

export type PeopleSort = { column: 'name' | 'username' | 'role' | 'status'; direction: 'asc' | 'desc' };

const STATUS_ORDER: PersonStatus[] = ['active', 'locked', 'switchedOff'];

/**
 * The people shown: those whose name, username, mobile or e-mail holds the search (any case), in
 * the chosen order; a role sorts by the spec's order of roles, a status active first.
 */
export function peopleShown(people: readonly TStaffMember[], search: string, sort: PeopleSort, collator: Intl.Collator): TStaffMember[] {
  const needle = search.trim().toLocaleLowerCase();
  const matches = (person: TStaffMember) =>
    needle === '' || [person.name, person.username, person.mobileNumber ?? '', person.email ?? ''].some((text) => text.toLocaleLowerCase().includes(needle));
  const compare = (a: TStaffMember, b: TStaffMember): number => {
    if (sort.column === 'role') return STAFF_ROLES.indexOf(a.role) - STAFF_ROLES.indexOf(b.role) || collator.compare(a.name, b.name);
    if (sort.column === 'status') return STATUS_ORDER.indexOf(statusOf(a)) - STATUS_ORDER.indexOf(statusOf(b)) || collator.compare(a.name, b.name);
    return collator.compare(a[sort.column], b[sort.column]);
  };
  const sorted = people.filter(matches).sort(compare);
  return sort.direction === 'asc' ? sorted : sorted.reverse();
}
