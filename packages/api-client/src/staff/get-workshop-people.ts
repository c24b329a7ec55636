import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStaffMember, ZTeamMember, type TStaffMember, type TTeamMember } from '@servicebay/domain';
import { z } from 'zod';
import { staffApi } from './staff-client';
import { staffKeys } from './query-keys';

const ZPeople = z.array(ZStaffMember);

/** GET /staff/workshops/{workshopId}/people: everyone who works at the workshop. */
export const getWorkshopPeople = (workshopId: string): Promise<TStaffMember[]> =>
  staffApi.request(`/staff/workshops/${encodeURIComponent(workshopId)}/people`, { schema: ZPeople });

export const workshopPeopleQueryOptions = (workshopId: string) =>
  queryOptions({ queryKey: staffKeys.people(workshopId), queryFn: () => getWorkshopPeople(workshopId) });

/** The team; `isEnabled` false for a role that may not read it (the `staff` area: the owner and managers). */
export const useWorkshopPeople = (workshopId: string, isEnabled = true) => useQuery({ ...workshopPeopleQueryOptions(workshopId), enabled: isEnabled });

/** GET /staff/workshops/{workshopId}/team: the active advisors and technicians a job card may be given to (anyone who reads job cards). */
export const getWorkshopTeam = (workshopId: string): Promise<TTeamMember[]> =>
  staffApi.request(`/staff/workshops/${encodeURIComponent(workshopId)}/team`, { schema: z.array(ZTeamMember) });

// Under the people's key: adding or switching off a person refreshes the team too.
export const workshopTeamQueryOptions = (workshopId: string) =>
  queryOptions({ queryKey: [...staffKeys.people(workshopId), 'team'] as const, queryFn: () => getWorkshopTeam(workshopId) });

export const useWorkshopTeam = (workshopId: string) => useQuery(workshopTeamQueryOptions(workshopId));
