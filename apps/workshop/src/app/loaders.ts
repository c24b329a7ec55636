import { ApiError, clientProfileQueryOptions, getStaffSession, jobBoardQueryOptions, staffMeQueryOptions } from '@servicebay/api-client';
import { canAccess, type TPermissionArea, type TStaffMe } from '@servicebay/domain';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { paths, returnPathIn, withReturnPath } from '../shared/paths';
import { homeWorkshopOf, lastWorkshopOf, openCardsIn, rememberWorkshop } from './home-workshop';
import { queryClient } from './query-client';

/** A request's path inside the app, without its basename (/workshop): what the routes and `next` use. */
function appPathOf(url: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  const { pathname } = new URL(url);
  return pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
}

const notFound = () => data(null, { status: 404 });

/** The signed-out screens: someone signed in goes on to their workshop (or where they were sent back from). */
export function signedOutLoader({ request }: LoaderFunctionArgs) {
  if (getStaffSession()) throw redirect(returnPathIn(new URL(request.url).search) ?? paths.home);
  return null;
}

/**
 * The brand's profile (its country's mobile prefix and digits, its support line), read at start and
 * again here when that failed, before a screen that shows it.
 */
export async function brandLoader() {
  await queryClient.ensureQueryData(clientProfileQueryOptions());
  return null;
}

/** A signed-out screen that shows the brand's mobile prefix. */
export async function signedOutBrandLoader(args: LoaderFunctionArgs) {
  signedOutLoader(args);
  return brandLoader();
}

/**
 * The signed-in staff member, loaded before any signed-in screen; without a session (or with one
 * the server no longer renews), Login, which brings them back here.
 */
async function signedInStaff(request: Request): Promise<TStaffMe> {
  const login = withReturnPath(paths.login, returnPathIn(`?next=${encodeURIComponent(appPathOf(request.url))}`));
  if (!getStaffSession()) throw redirect(login);
  try {
    return await queryClient.ensureQueryData(staffMeQueryOptions());
  } catch (error) {
    if (error instanceof ApiError && error.isUnauthorised) throw redirect(login);
    throw error;
  }
}

/** `/`: the workshop the person last worked in, else the busiest of theirs (home-workshop.ts), or Login. */
export async function homeLoader({ request }: LoaderFunctionArgs) {
  const me = await signedInStaff(request);
  const lastUsed = lastWorkshopOf(me.staffId);
  const openCards = new Map<string, number>();
  // Counted only when there is a choice to make; a role that may not read the board counts nothing.
  if (me.workshops.length > 1 && !me.workshops.some((workshop) => workshop.workshopId === lastUsed) && canAccess(me.role, 'jobCards', 'read')) {
    await Promise.all(
      me.workshops.map(async ({ workshopId }) => {
        const board = await queryClient.fetchQuery(jobBoardQueryOptions(workshopId, { pageSize: 1 })).catch(() => null);
        if (board) openCards.set(workshopId, openCardsIn(board.countsByStatus));
      }),
    );
  }
  const home = homeWorkshopOf(me, lastUsed, openCards);
  if (!home) throw notFound();
  throw redirect(paths.dashboard(home));
}

/** `/w/:workshopId`: only the person's own workshops exist for them, as the API answers 404 for any other. */
export async function workshopLoader({ request, params }: LoaderFunctionArgs) {
  const me = await signedInStaff(request);
  if (!me.workshops.some((workshop) => workshop.workshopId === params.workshopId)) throw notFound();
  rememberWorkshop(me.staffId, params.workshopId!);
  return null;
}

/** An area's screens (with the brand's profile they show): a role the matrix does not let read the area finds no page there. */
export const areaLoader =
  (area: TPermissionArea) =>
  async ({ request }: LoaderFunctionArgs) => {
    const [me] = await Promise.all([signedInStaff(request), brandLoader()]);
    if (!canAccess(me.role, area, 'read')) throw notFound();
    return null;
  };
