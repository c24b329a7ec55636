import { paths } from '../../shared/paths';

export type MenuEntryId =
  'home' | 'bookService' | 'myBookings' | 'offers' | 'referEarn' | 'myVehicles' | 'documents' | 'addresses' | 'profile' | 'settings' | 'helpAndSupport';
export type MenuEntry = {
  id: MenuEntryId;
  to: string;
  /** The screens reached from this entry: the entry stays highlighted on them. */
  within: readonly string[];
};

const ALL_ENTRIES: readonly MenuEntry[] = [
  { id: 'home', to: paths.dashboard, within: [] },
  {
    id: 'bookService',
    to: paths.bookService,
    within: ['/portal/service_details/', paths.selectWorkshop, '/portal/workshop-detail/', paths.workshopQuality, paths.bodyPanel],
  },
  { id: 'myBookings', to: paths.myBookings, within: ['/portal/booking_details/'] },
  { id: 'offers', to: paths.offers, within: ['/portal/offer-details/'] },
  { id: 'referEarn', to: paths.referEarn, within: [] },
  { id: 'myVehicles', to: paths.myVehicles, within: [paths.addVehicle, paths.addVehicleAlias, '/portal/manage-your-vehicle/'] },
  { id: 'documents', to: paths.documentVault, within: ['/portal/upload-documents/', paths.addInsurance, paths.addPucc, paths.addRc] },
  { id: 'addresses', to: paths.myAddresses, within: [paths.addAddress, '/portal/edit-address/'] },
  { id: 'profile', to: paths.profile, within: [paths.editProfile] },
  { id: 'settings', to: paths.settings, within: [paths.languages] },
  { id: 'helpAndSupport', to: paths.helpAndSupport, within: [] },
];

/** What a web-hub brand's menu leaves out (customer spec section 1): no book-service, offers (rewards among them) or addresses entries. */
const NOT_ON_WEB_HUB: readonly MenuEntryId[] = ['bookService', 'offers', 'referEarn', 'addresses'];

/** The side menu's entries: every area of the portal, less those a web-hub brand does not have. */
export function menuEntries({ isWebHub }: { isWebHub: boolean }): MenuEntry[] {
  return ALL_ENTRIES.filter((entry) => !isWebHub || !NOT_ON_WEB_HUB.includes(entry.id));
}

/** The entry to highlight for a path: its own screen, or one reached from it. */
export function isEntryActive(entry: MenuEntry, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return (
    path === entry.to || path.startsWith(`${entry.to}/`) || entry.within.some((screen) => (screen.endsWith('/') ? path.startsWith(screen) : path === screen))
  );
}
