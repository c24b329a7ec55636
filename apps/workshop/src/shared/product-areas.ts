import { canAccess, PERMISSION_AREAS, type TPermissionArea, type TStaffRole } from '@servicebay/domain';
import { paths } from './paths';

/**
 * The areas of the permission matrix this app has screens for, and where each opens. An area not
 * listed is still to come: it is never a link, so nobody lands on an empty page.
 */
const SCREENS: Partial<Record<TPermissionArea, (workshopId: string) => string>> = {
  workshop: paths.settings,
  staff: paths.people,
  customers: (workshopId) => paths.customers(workshopId),
  jobCards: (workshopId) => paths.jobCards(workshopId),
  bookings: paths.bookings,
  invoices: paths.invoices,
  inventory: paths.parts,
  people: paths.employees,
  labour: paths.labour,
  reports: paths.attendanceReport,
};

/** The area's other screens, listed after it in the navbar: the invoices area's credit notes, the stock's orders and vendors, the labour price update. */
export type MoreScreen = {
  key:
    | 'creditNotes'
    | 'vendors'
    | 'purchaseOrders'
    | 'inwards'
    | 'debitNotes'
    | 'stockOnHand'
    | 'stockTransfers'
    | 'technicians'
    | 'team'
    | 'myWork'
    | 'efficiencyReport'
    | 'labourUpdates';
  path: (workshopId: string) => string;
  /** Only for these roles (a technician's own work); every role that reads the area when absent. */
  roles?: readonly TStaffRole[];
};
export const MORE_SCREENS: Partial<Record<TPermissionArea, MoreScreen[]>> = {
  invoices: [{ key: 'creditNotes', path: paths.creditNotes }],
  inventory: [
    { key: 'stockOnHand', path: paths.stock },
    { key: 'stockTransfers', path: paths.stockTransfers },
    { key: 'purchaseOrders', path: paths.purchaseOrders },
    { key: 'inwards', path: paths.inwards },
    { key: 'debitNotes', path: paths.debitNotes },
    { key: 'vendors', path: paths.vendors },
  ],
  people: [
    { key: 'technicians', path: paths.technicians },
    { key: 'team', path: paths.team },
  ],
  jobCards: [{ key: 'myWork', path: paths.myWork, roles: ['technician'] }],
  reports: [{ key: 'efficiencyReport', path: paths.efficiencyReport }],
  labour: [{ key: 'labourUpdates', path: paths.labourUpdates }],
};

/** The area's other screens the role sees. */
export const moreScreensOf = (area: TPermissionArea, role: TStaffRole): MoreScreen[] =>
  (MORE_SCREENS[area] ?? []).filter((screen) => !screen.roles || screen.roles.includes(role));

export type ProductArea = { area: TPermissionArea; path: ((workshopId: string) => string) | null };
export type NavigableArea = ProductArea & { path: (workshopId: string) => string };

/** Every area the role may at least read, in the matrix's order; `path` is null where its screens are still to come. */
export const areasOpenTo = (role: TStaffRole): ProductArea[] =>
  PERMISSION_AREAS.filter((area) => canAccess(role, area, 'read')).map((area) => ({ area, path: SCREENS[area] ?? null }));

/** The navbar's areas: those the role may read that have screens. */
export const navigableAreas = (role: TStaffRole): NavigableArea[] => areasOpenTo(role).filter((entry): entry is NavigableArea => entry.path !== null);

/** The areas with no screens yet, which Help lists as coming. */
export const areasToCome = (): TPermissionArea[] => PERMISSION_AREAS.filter((area) => SCREENS[area] === undefined);
