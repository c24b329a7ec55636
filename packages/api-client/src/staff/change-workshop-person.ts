import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStaffMember, type TStaffChangeBody, type TStaffMember } from '@servicebay/domain';
import { staffApi } from './staff-client';
import { staffKeys } from './query-keys';

type ChangePerson = { workshopId: string; staffId: string; change: TStaffChangeBody };

/** PATCH /staff/workshops/{workshopId}/people/{staffId}: a role, details, branches, or whether they can sign in. */
export const changeWorkshopPerson = ({ workshopId, staffId, change }: ChangePerson): Promise<TStaffMember> =>
  staffApi.request(`/staff/workshops/${encodeURIComponent(workshopId)}/people/${encodeURIComponent(staffId)}`, {
    method: 'PATCH',
    body: change,
    schema: ZStaffMember,
  });

export function useChangeWorkshopPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWorkshopPerson,
    onSuccess: (member, { workshopId }) => {
      queryClient.setQueryData<TStaffMember[]>(staffKeys.people(workshopId), (people) =>
        people?.map((person) => (person.staffId === member.staffId ? member : person)),
      );
      return queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'people'] });
    },
  });
}
