import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZJobBoard, type TJobBoard, type TJobBoardQuery } from '@servicebay/domain';
import { queryString } from '../http/query-string';
import { staffApi } from '../staff/staff-client';
import { jobCardKeys } from './query-keys';

export type JobBoardQuery = Partial<TJobBoardQuery>;

/** GET /staff/workshops/{workshopId}/job-cards: one page of the board, the number matching, and the counts by status. */
export const getJobBoard = (workshopId: string, query: JobBoardQuery): Promise<TJobBoard> =>
  staffApi.request(`/staff/workshops/${encodeURIComponent(workshopId)}/job-cards${queryString(query)}`, { schema: ZJobBoard });

export const jobBoardQueryOptions = (workshopId: string, query: JobBoardQuery) =>
  queryOptions({ queryKey: jobCardKeys.board(workshopId, query), queryFn: () => getJobBoard(workshopId, query) });

/** The board as filtered; the last page stays on screen while the next loads (paging, typing a search). */
export const useJobBoard = (workshopId: string, query: JobBoardQuery, isEnabled = true) =>
  useQuery({ ...jobBoardQueryOptions(workshopId, query), enabled: isEnabled, placeholderData: keepPreviousData });
