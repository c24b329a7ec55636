import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZJobCard, type TJobCard, type TWalkInJobCardBody } from '@servicebay/domain';
import { staffApi } from '../staff/staff-client';
import { jobCardKeys } from './query-keys';

type OpenWalkIn = { workshopId: string; walkIn: Partial<TWalkInJobCardBody> & Pick<TWalkInJobCardBody, 'customerId' | 'vehicleId'> };

/** POST /staff/workshops/{workshopId}/job-cards: a customer's vehicle in the workshop now ('jobCards/already-open' while one is open). */
export const openWalkInJobCard = ({ workshopId, walkIn }: OpenWalkIn): Promise<TJobCard> =>
  staffApi.request(`/staff/workshops/${encodeURIComponent(workshopId)}/job-cards`, { method: 'POST', body: walkIn, schema: ZJobCard });

export function useOpenWalkInJobCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openWalkInJobCard,
    onSuccess: (card, { workshopId }) => {
      queryClient.setQueryData(jobCardKeys.card(workshopId, card.jobCardId), card);
      return queryClient.invalidateQueries({ queryKey: jobCardKeys.boards() });
    },
  });
}
