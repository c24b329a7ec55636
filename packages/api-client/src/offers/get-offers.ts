import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOffer } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../client';
import { OFFERS_STALE_MS, offerKeys } from './offer-keys';

/** GET /catalog/offers: the brand's started offers, each in its section (newly added, running, expired) by the market's date. */
export const getOffers = () => api.request('/catalog/offers', { auth: 'none', schema: z.array(ZOffer) });

export const offersQueryOptions = (language: string) => queryOptions({ queryKey: offerKeys.list(language), queryFn: getOffers, staleTime: OFFERS_STALE_MS });

export const useOffers = (language: string) => useQuery(offersQueryOptions(language));
