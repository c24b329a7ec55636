import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZChecklist, ZJobCard, type TChecklist, type TChecklistKind, type TJobCard } from '@servicebay/domain';
import { storeAnswer } from '../query-client';
import { staffApi } from '../staff/staff-client';
import { jobCardPath } from './get-job-card';
import { jobCardKeys } from './query-keys';

type CardRef = { workshopId: string; jobCardId: string };

/** GET …/job-cards/{id}/checklists/{kind}: the vehicle condition or delivery checklist. */
export const getChecklist = ({ workshopId, jobCardId, kind }: CardRef & { kind: TChecklistKind }): Promise<TChecklist> =>
  staffApi.request(`${jobCardPath(workshopId, jobCardId)}/checklists/${kind}`, { schema: ZChecklist });

export const checklistQueryOptions = (ref: CardRef & { kind: TChecklistKind }) =>
  queryOptions({ queryKey: [...jobCardKeys.card(ref.workshopId, ref.jobCardId), 'checklist', ref.kind] as const, queryFn: () => getChecklist(ref) });

export const useChecklist = (ref: CardRef & { kind: TChecklistKind }) => useQuery(checklistQueryOptions(ref));

/** PUT …/checklists/{kind}: the whole list as the advisor left it. */
export const saveChecklist = ({ workshopId, jobCardId, kind, items }: CardRef & { kind: TChecklistKind; items: TChecklist }): Promise<TJobCard> =>
  staffApi.request(`${jobCardPath(workshopId, jobCardId)}/checklists/${kind}`, { method: 'PUT', body: items, schema: ZJobCard });

/** POST …/images: a photo of the vehicle (png or jpg; the server checks the bytes), at most 20 a card. */
export function addJobCardImage({ workshopId, jobCardId, file }: CardRef & { file: Blob }): Promise<TJobCard> {
  const form = new FormData();
  form.append('file', file);
  return staffApi.request(`${jobCardPath(workshopId, jobCardId)}/images`, { method: 'POST', body: form, schema: ZJobCard });
}

/** DELETE …/images/{name}: a photo, named as the card lists it. */
export const removeJobCardImage = ({ workshopId, jobCardId, name }: CardRef & { name: string }): Promise<TJobCard> =>
  staffApi.request(`${jobCardPath(workshopId, jobCardId)}/images/${encodeURIComponent(name)}`, { method: 'DELETE', schema: ZJobCard });

/** Each change answers the whole card: stored as the card, and its checklists as their own queries. */
function useCardAnswer<Input extends CardRef>(mutationFn: (input: Input) => Promise<TJobCard>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (card, { workshopId }) => {
      await storeAnswer(queryClient, jobCardKeys.card(workshopId, card.jobCardId), card);
      for (const kind of ['condition', 'delivery'] as const)
        queryClient.setQueryData(checklistQueryOptions({ workshopId, jobCardId: card.jobCardId, kind }).queryKey, card.checklists[kind]);
    },
  });
}

export const useSaveChecklist = () => useCardAnswer(saveChecklist);
export const useAddJobCardImage = () => useCardAnswer(addJobCardImage);
export const useRemoveJobCardImage = () => useCardAnswer(removeJobCardImage);
