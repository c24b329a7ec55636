import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStaffMember, type TStaffMember } from '@servicebay/domain';
import { z } from 'zod';
import { staffApi } from './staff-client';
import { staffKeys } from './query-keys';

const ZPeople = z.array(ZStaffMember);

/** GET /staff/workshops/{workshopId}/people: everyone who works at the workshop. */
export const getWorkshopPeople = (workshopId: string): Promise<TStaffMember[]> =>
  staffApi.request(`/staff/workshops/${encodeURIComponent(workshopId)}/people`, { schema: ZPeople });

export const workshopPeopleQueryOptions = (workshopId: string) =>
  queryOptions({ queryKey: staffKeys.people(workshopId), queryFn: () => getWorkshopPeople(workshopId) });

export const useWorkshopPeople = (workshopId: string) => useQuery(workshopPeopleQueryOptions(workshopId));
