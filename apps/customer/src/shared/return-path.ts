import { paths } from './paths';

/**
 * Where a visitor was going when the app sent them to sign in (or to onboarding first): carried
 * in the address as `?next=`, so it survives a reload and the steps in between, and taken only
 * as a path of this app, never as another site (an open redirect would let a link sign someone in
 * here and land them on a look-alike page).
 */
export const RETURN_PATH_PARAM = 'next';

// Any origin would do: a path resolved against it that leaves it was naming another site.
const OWN_ORIGIN = 'http://servicebay.invalid';
const LONGEST_RETURN_PATH = 2048;

/** Screens a return to would loop (the sign-in steps) or changes nothing (where sign-in lands anyway). */
const NOT_RETURNED_TO: readonly string[] = [
  paths.home,
  paths.login,
  ...paths.signInAliases,
  paths.getStarted,
  paths.otp,
  paths.onboarding,
  paths.portal,
  paths.dashboard,
];

/** Paths on this origin that are not this app: the API and the workshop app. */
const OTHER_APPS = /^\/(api|workshop)(\/|$)/;

/**
 * The path to go back to, or null when `candidate` is not a path of this app. Refused: anything
 * not starting with one slash (`https://…`, `//host`, `/\host`, which browsers read as another
 * host), control characters (which URL parsing drops silently), the sign-in steps, and the API.
 */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate || candidate.length > LONGEST_RETURN_PATH) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || /[\\\p{Cc}]/u.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, OWN_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== OWN_ORIGIN) return null;
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (NOT_RETURNED_TO.includes(pathname) || OTHER_APPS.test(pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The return path an address's query carries (`location.search`), if it is a safe one. */
export const returnPathIn = (search: string): string | null => safeReturnPath(new URLSearchParams(search).get(RETURN_PATH_PARAM));

/** The screen a full URL shows (a loader's `request.url`), as a return path. */
export function returnPathTo(href: string): string | null {
  const { pathname, search, hash } = new URL(href);
  return safeReturnPath(`${pathname}${search}${hash}`);
}

/** `pathname` carrying the return path along, when there is one. */
export const withReturnPath = (pathname: string, returnPath: string | null): string =>
  returnPath ? `${pathname}?${new URLSearchParams({ [RETURN_PATH_PARAM]: returnPath }).toString()}` : pathname;

/**
 * Where a sign-in leads: onboarding first when the customer still owes it (carrying the return
 * path on), else the return path, else the portal.
 */
export function destinationAfterSignIn(entry: typeof paths.portal | typeof paths.onboarding, returnPath: string | null): string {
  if (entry === paths.onboarding) return withReturnPath(paths.onboarding, returnPath);
  return returnPath ?? paths.portal;
}
