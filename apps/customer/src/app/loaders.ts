import { ApiError, getStoredSession, loadStartupClientProfile, meQueryOptions } from '@servicebay/api-client';
import { portalEntryPath, type TUser } from '@servicebay/domain';
import { loadSignedInTexts } from '@servicebay/i18n';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../shared/paths';
import { returnPathIn, returnPathTo, withReturnPath } from '../shared/return-path';
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
export function mayUseSignInScreens(): boolean {
  const session = getStoredSession();
  return !session || session.isGuest;
}

export function publicOnlyLoader({ request }: LoaderFunctionArgs) {
  if (!mayUseSignInScreens()) throw redirect(returnPathIn(new URL(request.url).search) ?? paths.home);
  return null;
}

/**
 * The signed-in customer, with the signed-in screens' texts (which the sign-in screens do not
 * download); without a session, the sign-in screen, which brings them back to `returnPath`.
 */
export async function signedInUser(returnPath: string | null = null): Promise<TUser> {
  if (!getStoredSession()) throw redirect(withReturnPath(paths.login, returnPath));
  try {
    const [user] = await Promise.all([queryClient.ensureQueryData(meQueryOptions()), loadSignedInTexts()]);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.isUnauthorised) throw redirect(withReturnPath(paths.login, returnPath));
    throw error;
  }
}

/** /portal needs a session; a customer still to onboard on a vehicle-onboarding brand goes there first. */
export async function portalLoader({ request }: LoaderFunctionArgs) {
  const returnPath = returnPathTo(request.url);
  const user = await signedInUser(returnPath);
  if (portalEntryPath(user) === paths.onboarding) throw redirect(withReturnPath(paths.onboarding, returnPath));
  return null;
}

/** /onboarding needs a session and is over once the customer is onboarded. */
export async function onboardingLoader({ request }: LoaderFunctionArgs) {
  const returnPath = returnPathIn(new URL(request.url).search);
  const user = await signedInUser(returnPath);
  if (portalEntryPath(user) === paths.portal) throw redirect(returnPath ?? paths.portal);
  return null;
}
