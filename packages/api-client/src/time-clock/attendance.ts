import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZMyTime, ZTeamAttendance, type TClockLocation, type TMyTime, type TTeamAttendance } from '@servicebay/domain';
import { staffApi } from '../staff/staff-client';
import { timeClockKeys, workshopPath } from './query-keys';

/** GET …/time-clock/me: whether I am in, today's hours and records. */
export const getMyTime = (workshopId: string): Promise<TMyTime> => staffApi.request(`${workshopPath(workshopId)}/time-clock/me`, { schema: ZMyTime });

export const useMyTime = (workshopId: string) => useQuery({ queryKey: timeClockKeys.mine(workshopId), queryFn: () => getMyTime(workshopId) });

/** POST …/time-clock/me/clock-in or clock-out, with where the device is (or why it cannot say). */
export const clock = (workshopId: string, direction: 'clock-in' | 'clock-out', location: TClockLocation): Promise<TMyTime> =>
  staffApi.request(`${workshopPath(workshopId)}/time-clock/me/${direction}`, { method: 'POST', body: { location }, schema: ZMyTime });

export function useClock(workshopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ direction, location }: { direction: 'clock-in' | 'clock-out'; location: TClockLocation }) => clock(workshopId, direction, location),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeClockKeys.all() }),
  });
}

/** GET …/time-clock/team: who is in and since when, Inactive otherwise. */
export const getTeamAttendance = (workshopId: string): Promise<TTeamAttendance[]> =>
  staffApi.request(`${workshopPath(workshopId)}/time-clock/team`, { schema: z.array(ZTeamAttendance) });

export const useTeamAttendance = (workshopId: string) =>
  useQuery({ queryKey: timeClockKeys.team(workshopId), queryFn: () => getTeamAttendance(workshopId), refetchInterval: 60_000 });
