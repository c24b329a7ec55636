import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStaffMember, type TNewStaffBody, type TStaffMember } from '@servicebay/domain';
import { staffApi } from './staff-client';
import { staffKeys } from './query-keys';

type AddPerson = { workshopId: string; person: TNewStaffBody };

/** POST /staff/workshops/{workshopId}/people: someone new, in a role the caller may give ('staff/username-taken' at the username). */
export const addWorkshopPerson = ({ workshopId, person }: AddPerson): Promise<TStaffMember> =>
  staffApi.request(`/staff/workshops/${encodeURIComponent(workshopId)}/people`, { method: 'POST', body: person, schema: ZStaffMember });

export function useAddWorkshopPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWorkshopPerson,
    // The person may work at several of the caller's workshops: every list of people may have grown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'people'] }),
  });
}
