import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProfile, type TProfile } from '@servicebay/domain';
import { api } from '../client';
import { SESSION_QUERY_KEY } from '../query-client';

/** GET /users/me/profile: the user record with completeness, reward points, city and avatar URL. */
export const getProfile = (): Promise<TProfile> => api.request('/users/me/profile', { schema: ZProfile });

// Completeness moves with vehicles and documents saved elsewhere, so it is read again on each visit.
export const profileQueryOptions = () => queryOptions({ queryKey: [...SESSION_QUERY_KEY, 'profile'], queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
