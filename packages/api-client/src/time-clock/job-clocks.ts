import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZJobCardClocks, type TJobCardClocks, type TJobClockAction } from '@servicebay/domain';
import { staffApi } from '../staff/staff-client';
import { timeClockKeys, workshopPath } from './query-keys';

/** GET …/job-cards/{id}/job-clocks: every technician's clocks on the card's lines, and the caller's running one. */
export const getJobCardClocks = (workshopId: string, jobCardId: string): Promise<TJobCardClocks> =>
  staffApi.request(`${workshopPath(workshopId)}/job-cards/${encodeURIComponent(jobCardId)}/job-clocks`, { schema: ZJobCardClocks });

export const useJobCardClocks = (workshopId: string, jobCardId: string) =>
  useQuery({ queryKey: timeClockKeys.cardClocks(workshopId, jobCardId), queryFn: () => getJobCardClocks(workshopId, jobCardId) });

/** POST …/lines/{lineId}/clock: start, pause, resume or stop the caller's clock on a labour line. */
export const stepJobClock = (workshopId: string, jobCardId: string, lineId: string, action: TJobClockAction): Promise<TJobCardClocks> =>
  staffApi.request(`${workshopPath(workshopId)}/job-cards/${encodeURIComponent(jobCardId)}/lines/${encodeURIComponent(lineId)}/clock`, {
    method: 'POST',
    body: { action },
    schema: ZJobCardClocks,
  });

export function useStepJobClock(workshopId: string, jobCardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, action }: { lineId: string; action: TJobClockAction }) => stepJobClock(workshopId, jobCardId, lineId, action),
    onSuccess: (clocks) => {
      queryClient.setQueryData(timeClockKeys.cardClocks(workshopId, jobCardId), clocks);
      return queryClient.invalidateQueries({ queryKey: timeClockKeys.all() });
    },
  });
}
