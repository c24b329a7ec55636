import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { TClientProfile } from '@servicebay/domain';
import { api } from '../client';
import { startSchema } from '../start-schema';

/** POST /profile/data: the brand, resolved by the server from the host name. */
export const getClientProfile = (): Promise<TClientProfile> =>
  api.request('/profile/data', { method: 'POST', auth: 'none', schema: startSchema((s) => s.ZClientProfile) });

// A brand's settings do not change while a page is open.
export const clientProfileQueryOptions = () => queryOptions({ queryKey: ['client-profile'], queryFn: getClientProfile, staleTime: Infinity });

/** The app loads the profile before any screen (root loader), so this never suspends there. */
export const useClientProfile = (): TClientProfile => useSuspenseQuery(clientProfileQueryOptions()).data;
