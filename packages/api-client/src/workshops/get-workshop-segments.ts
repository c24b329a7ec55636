import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWorkshopSegment } from '@servicebay/domain';
import { z } from 'zod';
import { answerLanguage, api } from '../client';

/** GET /catalog/workshop-segments: the quality tiers a Segment brand's customer chooses between. */
export const getWorkshopSegments = () => api.request('/catalog/workshop-segments', { auth: 'none', schema: z.array(ZWorkshopSegment) });

export const workshopSegmentsQueryOptions = () =>
  queryOptions({ queryKey: ['workshops', answerLanguage(), 'segments'], queryFn: getWorkshopSegments, staleTime: 10 * 60 * 1000 });

export const useWorkshopSegments = () => useQuery(workshopSegmentsQueryOptions());
