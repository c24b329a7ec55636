/**
 * The workshop app's routes (workshop spec section 2), under its basename /workshop. Signed-in
 * screens carry the chosen workshop in the path, so a link or a reload opens the same branch.
 */
/** The board's filters as its address carries them: `?status=estimate&from=2026-11-28&to=2026-11-28`. */
export type JobBoardLink = Partial<Record<'status' | 'advisorId' | 'from' | 'to' | 'q' | 'sort' | 'page', string>>;

/** The customers' list as its address carries it: `?q=KA01&page=2`. */
export type CustomersLink = Partial<Record<'q' | 'page', string>>;

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
  bookings: (workshopId: string) => `/w/${workshopId}/bookings`,
  /** The customers' list, its search and page in the query (`?q=KA01&page=2`). */
  customers: (workshopId: string, search: CustomersLink = {}) => {
    const query = new URLSearchParams(Object.entries(search).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
    return `/w/${workshopId}/customers${query ? `?${query}` : ''}`;
  },
  customer: (workshopId: string, customerId: string) => `/w/${workshopId}/customers/${customerId}`,
  /** The job board, with its filters in the query (the dashboard's figures link to a filtered board). */
  jobCards: (workshopId: string, filters: JobBoardLink = {}) => {
    const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
    return `/w/${workshopId}/job-cards${query ? `?${query}` : ''}`;
  },
  jobCard: (workshopId: string, jobCardId: string) => `/w/${workshopId}/job-cards/${jobCardId}`,
  /** The invoice register (area `invoices`), its period, search and page in the query. */
  invoices: (workshopId: string) => `/w/${workshopId}/invoices`,
  creditNotes: (workshopId: string) => `/w/${workshopId}/credit-notes`,
  /** The parts master with the stock here (area `inventory`), its search and page in the query. */
  parts: (workshopId: string) => `/w/${workshopId}/parts`,
  part: (workshopId: string, partId: string) => `/w/${workshopId}/parts/${partId}`,
  /** Stock on hand and its valuation, or the low-stock list (area `inventory`). */
  stock: (workshopId: string) => `/w/${workshopId}/stock`,
  /** Transfers sent from and coming to this branch (area `inventory`). */
  stockTransfers: (workshopId: string) => `/w/${workshopId}/stock-transfers`,
  /** Purchase orders and their inwards (area `inventory`). */
  purchaseOrders: (workshopId: string) => `/w/${workshopId}/purchase-orders`,
  /** The inwards: completed, cancelled, returned to the vendor, debited (area `inventory`). */
  inwards: (workshopId: string) => `/w/${workshopId}/inwards`,
  /** The debit-note register, its period in the query (area `inventory`). */
  debitNotes: (workshopId: string) => `/w/${workshopId}/debit-notes`,
  /** The labour pricing catalogue and the bulk labour price update (area `labour`). */
  labour: (workshopId: string) => `/w/${workshopId}/labour`,
  // Beside the catalogue, not under it: the navbar marks an entry active for its own path and those under it.
  labourUpdates: (workshopId: string) => `/w/${workshopId}/labour-updates`,
  /** The vendors and a vendor's statement (area `inventory`). */
  vendors: (workshopId: string) => `/w/${workshopId}/vendors`,
  vendor: (workshopId: string, vendorId: string) => `/w/${workshopId}/vendors/${vendorId}`,
  /** The employees, searched and paged in the query, and the technicians (area `people`). */
  employees: (workshopId: string) => `/w/${workshopId}/employees`,
  technicians: (workshopId: string) => `/w/${workshopId}/technicians`,
  /** A technician's own open job cards and labour lines (area `jobCards`, shown to technicians). */
  myWork: (workshopId: string) => `/w/${workshopId}/my-work`,
  /** My clock-in and out (every staff member), the team's attendance (area `people`) and the time reports (area `reports`). */
  myTime: (workshopId: string) => `/w/${workshopId}/my-time`,
  team: (workshopId: string) => `/w/${workshopId}/team`,
  attendanceReport: (workshopId: string) => `/w/${workshopId}/reports/attendance`,
  efficiencyReport: (workshopId: string) => `/w/${workshopId}/reports/technician-efficiency`,
  /** The workshop's own settings (area `workshop`). */
  settings: (workshopId: string) => `/w/${workshopId}/settings`,
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
