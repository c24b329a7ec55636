import { ApiError, getStoredSession, loadStartupClientProfile, meQueryOptions } from '@servicebay/api-client';
import { portalEntryPath, type TUser } from '@servicebay/domain';
import { redirect } from 'react-router';
import { paths } from '../shared/paths';
import { queryClient } from './query-client';

/**
 * Every screen is the brand's: its profile is there before the first one shows, from the page
 * itself or the last start when it can be (no round trip before the first paint, and offline).
 */
export async function brandLoader() {
  await loadStartupClientProfile(queryClient);
  return null;
}

/** A signed-in customer has no business on the sign-in screens; a guest may come to upgrade. */
export function publicOnlyLoader() {
  const session = getStoredSession();
  if (session && !session.isGuest) throw redirect(paths.home);
  return null;
}

async function signedInUser(): Promise<TUser> {
  if (!getStoredSession()) throw redirect(paths.login);
  try {
    return await queryClient.ensureQueryData(meQueryOptions());
  } catch (error) {
    if (error instanceof ApiError && error.isUnauthorised) throw redirect(paths.login);
    throw error;
  }
}

/** /portal needs a session; a customer still to onboard on a vehicle-onboarding brand goes there first. */
export async function portalLoader() {
  const user = await signedInUser();
  if (portalEntryPath(user) === paths.onboarding) throw redirect(paths.onboarding);
  return null;
}

/** /onboarding needs a session and is over once the customer is onboarded. */
export async function onboardingLoader() {
  const user = await signedInUser();
  if (portalEntryPath(user) === paths.portal) throw redirect(paths.portal);
  return null;
}
