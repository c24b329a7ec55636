import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { ZProfileData, type TProfileData } from '@servicebay/domain';
import { api } from '../client';

/** POST /profile/data: the brand, resolved by the server from the host name. */
export const getProfileData = (): Promise<TProfileData> => api.request('/profile/data', { method: 'POST', auth: 'none', schema: ZProfileData });

// A brand's settings do not change while a page is open.
export const profileDataQueryOptions = () => queryOptions({ queryKey: ['profile-data'], queryFn: getProfileData, staleTime: Infinity });

/** The app loads the profile before any screen (root loader), so this never suspends there. */
export const useProfileData = (): TProfileData => useSuspenseQuery(profileDataQueryOptions()).data;
