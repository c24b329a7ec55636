import type { TTeamMember } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { assignablePeople } from './team';

const person = (staffId: string, role: TTeamMember['role']): TTeamMember => ({
  staffId,
  name: staffId.toUpperCase(),
  role,
  technicianKind: role === 'technician' ? 'upperTech' : null,
});

describe('whom a job card may be given to', () => {
  const team = [person('o', 'owner'), person('a', 'serviceAdvisor'), person('t', 'technician')];

  it('with the team: its advisors and technicians, and whoever is on the card already (switched off since)', () => {
    const onCard = { advisor: null, technicians: [{ staffId: 't2', name: 'T2' }] };
    const offered = assignablePeople(team, { staffId: 'a', name: 'A', role: 'serviceAdvisor' }, onCard);
    expect(offered.advisors.map((m) => m.staffId)).toEqual(['o', 'a']);
    expect(offered.technicians.map((m) => m.staffId)).toEqual(['t2', 't']);
    expect(offered.isWholeTeam).toBe(true);
  });

  it('until the team has loaded: those on the card and the person, each once', () => {
    const onCard = { advisor: { staffId: 'a', name: 'A' }, technicians: [{ staffId: 't', name: 'T' }] };
    const asAdvisor = assignablePeople(undefined, { staffId: 'a', name: 'A', role: 'serviceAdvisor' }, onCard);
    expect(asAdvisor).toEqual({ advisors: [{ staffId: 'a', name: 'A' }], technicians: [{ staffId: 't', name: 'T' }], isWholeTeam: false });
    const asTechnician = assignablePeople(undefined, { staffId: 't9', name: 'T9', role: 'technician' }, { advisor: null, technicians: [] });
    expect(asTechnician.technicians).toEqual([{ staffId: 't9', name: 'T9' }]);
  });
});
