import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZWorkshop } from '@servicebay/domain';
import { z } from 'zod';
import { answerLanguage, api } from '../client';
import { queryString } from '../http/query-string';

export type WorkshopsQuery = { serviceId: string; latitude?: number; longitude?: number; radius?: number; make?: string; page?: number; pageSize?: number };

/** GET /catalog/workshopsByService: who does the service, recommended first, then nearest (the server orders them). */
export const getWorkshopsByService = (query: WorkshopsQuery) =>
  api.request(`/catalog/workshopsByService${queryString(query)}`, { auth: 'none', schema: z.array(ZWorkshop) });

export const workshopsByServiceQueryOptions = (query: WorkshopsQuery) =>
  queryOptions({ queryKey: ['workshops', answerLanguage(), 'by-service', query], queryFn: () => getWorkshopsByService(query), staleTime: 60 * 1000 });

/** The last list stays on screen while Nearby and Show all swap. */
export const useWorkshopsByService = (query: WorkshopsQuery, isEnabled = true) =>
  useQuery({ ...workshopsByServiceQueryOptions(query), placeholderData: keepPreviousData, enabled: isEnabled && Boolean(query.serviceId) });
