import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDocumentTemplate } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../../client';
import { garageKeys } from '../query-keys';

/** GET /settings/document-templates: the brand's document kinds and what each form captures. */
export const getDocumentTemplates = () => api.request('/settings/document-templates', { auth: 'none', schema: z.array(ZDocumentTemplate) });

// A brand's templates do not change while a page is open.
export const documentTemplatesQueryOptions = () =>
  queryOptions({ queryKey: garageKeys.documentTemplates(), queryFn: getDocumentTemplates, staleTime: Infinity });

export const useDocumentTemplates = () => useQuery(documentTemplatesQueryOptions());
