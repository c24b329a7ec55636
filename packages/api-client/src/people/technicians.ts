import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZLineTechnicians, ZMyWork, ZTechnician, type TLineTechnicians, type TMyWork, type TTechnician, type TTechnicianBody } from '@servicebay/domain';
import { staffApi } from '../staff/staff-client';
import { peopleKeys, workshopPath } from './query-keys';

const techniciansPath = (workshopId: string) => `${workshopPath(workshopId)}/technicians`;

/** GET …/technicians: every technician of the workshop with grade and picture. */
export const getTechnicians = (workshopId: string): Promise<TTechnician[]> => staffApi.request(techniciansPath(workshopId), { schema: z.array(ZTechnician) });

export const useTechnicians = (workshopId: string, isEnabled = true) =>
  useQuery({ queryKey: peopleKeys.technicians(workshopId), queryFn: () => getTechnicians(workshopId), enabled: isEnabled });

/** POST …/technicians or PUT …/technicians/{id}, then the picture when one was chosen (png or jpg; the server checks the bytes). */
export async function saveTechnician(workshopId: string, technicianId: string | null, body: TTechnicianBody, picture: Blob | null): Promise<TTechnician> {
  const saved = await staffApi.request(`${techniciansPath(workshopId)}${technicianId ? `/${encodeURIComponent(technicianId)}` : ''}`, {
    method: technicianId ? 'PUT' : 'POST',
    body,
    schema: ZTechnician,
  });
  if (!picture) return saved;
  const form = new FormData();
  form.append('file', picture);
  return staffApi.request(`${techniciansPath(workshopId)}/${encodeURIComponent(saved.technicianId)}/picture`, {
    method: 'POST',
    body: form,
    schema: ZTechnician,
  });
}

export function useSaveTechnician(workshopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ technicianId, body, picture }: { technicianId: string | null; body: TTechnicianBody; picture: Blob | null }) =>
      saveTechnician(workshopId, technicianId, body, picture),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.technicians(workshopId) }),
  });
}

const cardPath = (workshopId: string, jobCardId: string) => `${workshopPath(workshopId)}/job-cards/${encodeURIComponent(jobCardId)}`;

/** GET …/job-cards/{id}/labour-technicians: who does each labour line that has someone. */
export const useLineTechnicians = (workshopId: string, jobCardId: string, isEnabled = true) =>
  useQuery({
    queryKey: peopleKeys.lineTechnicians(workshopId, jobCardId),
    queryFn: (): Promise<TLineTechnicians> => staffApi.request(`${cardPath(workshopId, jobCardId)}/labour-technicians`, { schema: ZLineTechnicians }),
    enabled: isEnabled,
  });

/** PUT …/lines/{lineId}/technician: a labour line's technician, or none. */
export function useAssignLineTechnician(workshopId: string, jobCardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, technicianId }: { lineId: string; technicianId: string | null }): Promise<TLineTechnicians> =>
      staffApi.request(`${cardPath(workshopId, jobCardId)}/lines/${encodeURIComponent(lineId)}/technician`, {
        method: 'PUT',
        body: { technicianId },
        schema: ZLineTechnicians,
      }),
    onSuccess: (assigned) => queryClient.setQueryData(peopleKeys.lineTechnicians(workshopId, jobCardId), assigned),
  });
}

/** GET …/my-work: the signed-in technician's open job cards and labour lines. */
export const useMyWork = (workshopId: string) =>
  useQuery({
    queryKey: peopleKeys.myWork(workshopId),
    queryFn: (): Promise<TMyWork> => staffApi.request(`${workshopPath(workshopId)}/my-work`, { schema: ZMyWork }),
  });
