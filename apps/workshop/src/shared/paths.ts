/**
 * The workshop app's routes (workshop spec section 2), under its basename /workshop. Signed-in
 * screens carry the chosen workshop in the path, so a link or a reload opens the same branch.
 */
export const paths = {
  home: '/',
  login: '/login',
  codeSignIn: '/login/code',
  forgotPassword: '/forgot-password',
  /** The e-mailed link's page (the API writes `/workshop/reset-password?token=…` into the e-mail). */
  resetPassword: '/reset-password',
  signUp: '/sign-up',
  workshop: (workshopId: string) => `/w/${workshopId}`,
  dashboard: (workshopId: string) => `/w/${workshopId}/dashboard`,
  people: (workshopId: string) => `/w/${workshopId}/people`,
  changePassword: (workshopId: string) => `/w/${workshopId}/change-password`,
  help: (workshopId: string) => `/w/${workshopId}/help`,
} as const;

/** The same screen at another of the person's workshops: `/w/a/people` -> `/w/b/people`. */
export const atWorkshop = (pathname: string, workshopId: string): string => pathname.replace(/^\/w\/[^/]+/, `/w/${workshopId}`);

const SIGNED_IN_PATH = /^\/w\/[\w-]+(?:\/[\w-]+)*$/;

/** Where signing in leads back to: a signed-in screen of this app, never another site. */
export function returnPathIn(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next && SIGNED_IN_PATH.test(next) ? next : null;
}

export const withReturnPath = (path: string, returnPath: string | null): string => (returnPath ? `${path}?${new URLSearchParams({ next: returnPath })}` : path);
