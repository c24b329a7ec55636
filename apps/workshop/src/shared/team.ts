import { ASSIGNABLE_ROLES, type TStaffMe, type TStaffRole, type TTeamMember } from '@servicebay/domain';

export type TeamMember = { staffId: string; name: string };

const ADVISING: readonly TStaffRole[] = ASSIGNABLE_ROLES.filter((role) => role !== 'technician');

function unique(members: readonly (TeamMember | null | undefined)[]): TeamMember[] {
  const byId = new Map<string, TeamMember>();
  for (const member of members) if (member && !byId.has(member.staffId)) byId.set(member.staffId, member);
  return [...byId.values()];
}

export type Assignable = { advisors: TeamMember[]; technicians: TeamMember[]; isWholeTeam: boolean };

/**
 * Whom a job card may be given to: with the workshop's team (GET …/team, its active advisors and
 * technicians), those; until it has loaded, or when it cannot be, those already on the card and
 * the person themselves. Those on the card stay offered either way, even once switched off, so
 * saving never drops them by surprise.
 */
export function assignablePeople(
  team: readonly TTeamMember[] | undefined,
  me: Pick<TStaffMe, 'staffId' | 'name' | 'role'>,
  onCard: { advisor: TeamMember | null; technicians: readonly TeamMember[] },
): Assignable {
  const self = { staffId: me.staffId, name: me.name };
  const member = (person: TTeamMember) => ({ staffId: person.staffId, name: person.name });
  if (team) {
    return {
      advisors: unique([onCard.advisor, ...team.filter((person) => ADVISING.includes(person.role)).map(member)]),
      technicians: unique([...onCard.technicians, ...team.filter((person) => person.role === 'technician').map(member)]),
      isWholeTeam: true,
    };
  }
  return {
    advisors: unique([onCard.advisor, ADVISING.includes(me.role) ? self : null]),
    technicians: unique([...onCard.technicians, me.role === 'technician' ? self : null]),
    isWholeTeam: false,
  };
}
