import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZArticle } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../client';
import { queryString } from '../http/query-string';
import { MENU_STALE_MS, serviceKeys } from './service-keys';

/** GET /catalog/articles: an article list; the brand's `default` list when none is named (the dashboard's). */
export const getArticles = (articleListId = 'default') =>
  api.request(`/catalog/articles${queryString({ articleListId })}`, { auth: 'none', schema: z.array(ZArticle) });

export const articlesQueryOptions = (articleListId = 'default') =>
  queryOptions({ queryKey: serviceKeys.articles(articleListId), queryFn: () => getArticles(articleListId), staleTime: MENU_STALE_MS });

export const useArticles = (articleListId: string | null | undefined = 'default') =>
  useQuery({ ...articlesQueryOptions(articleListId ?? ''), enabled: Boolean(articleListId) });
