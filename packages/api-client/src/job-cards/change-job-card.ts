import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ZJobCard, type TJobCard, type TJobCardChangeBody, type TJobCardMoveBody, type TPickup } from '@servicebay/domain';
import { storeAnswer } from '../query-client';
import { staffApi } from '../staff/staff-client';
import { jobCardPath } from './get-job-card';
import { jobCardKeys } from './query-keys';

type CardRef = { workshopId: string; jobCardId: string };

/** A move of the state machine; scheduling a pickup names the driver and the time. */
export type TJobCardMove = TJobCardMoveBody & { pickup?: TPickup };

/** PATCH …/job-cards/{jobCardId}: the intake details ('jobCards/odometer-out' at the odometer out). */
export const changeJobCard = ({ workshopId, jobCardId, change }: CardRef & { change: TJobCardChangeBody }): Promise<TJobCard> =>
  staffApi.request(jobCardPath(workshopId, jobCardId), { method: 'PATCH', body: change, schema: ZJobCard });

/**
 * POST …/job-cards/{jobCardId}/status: one move ('jobCards/step-not-allowed' when another desk moved
 * it first, 'jobCards/remarks-required', 'jobCards/driver-required').
 */
export const moveJobCard = ({ workshopId, jobCardId, move }: CardRef & { move: TJobCardMove }): Promise<TJobCard> =>
  staffApi.request(`${jobCardPath(workshopId, jobCardId)}/status`, { method: 'POST', body: move, schema: ZJobCard });

/** The card as answered, and every board (its row, its status's count) read again. */
async function storeCard(queryClient: QueryClient, workshopId: string, card: TJobCard) {
  await storeAnswer(queryClient, jobCardKeys.card(workshopId, card.jobCardId), card);
  await queryClient.invalidateQueries({ queryKey: jobCardKeys.boards() });
}

export function useChangeJobCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeJobCard, onSuccess: (card, { workshopId }) => storeCard(queryClient, workshopId, card) });
}

export function useMoveJobCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveJobCard, onSuccess: (card, { workshopId }) => storeCard(queryClient, workshopId, card) });
}
