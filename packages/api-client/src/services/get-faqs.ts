import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZFaq } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../client';
import { queryString } from '../http/query-string';
import { MENU_STALE_MS, serviceKeys } from './service-keys';

/** GET /catalog/faqs: a service's questions and answers. */
export const getFaqs = (faqListId: string) => api.request(`/catalog/faqs${queryString({ faqListId })}`, { auth: 'none', schema: z.array(ZFaq) });

export const faqsQueryOptions = (faqListId: string) =>
  queryOptions({ queryKey: serviceKeys.faqs(faqListId), queryFn: () => getFaqs(faqListId), staleTime: MENU_STALE_MS });

/** Asked only for a service that names a list. */
export const useFaqs = (faqListId: string | null | undefined) => useQuery({ ...faqsQueryOptions(faqListId ?? ''), enabled: Boolean(faqListId) });
