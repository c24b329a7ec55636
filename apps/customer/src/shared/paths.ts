/** The routes of customer spec section 2 that this app serves today. */
export const paths = {
  home: '/',
  login: '/login',
  /** Other names of the login screen, kept for old links. */
  signInAliases: ['/sign-in', '/signIn'],
  getStarted: '/otp-verify',
  otp: '/otp',
  onboarding: '/onboarding',
  portal: '/portal',
  dashboard: '/portal/dashboard',
  // Vehicles and documents (customer spec section 2, portal child routes).
  myVehicles: '/portal/my-vehicles',
  addVehicle: '/portal/add-vehicles',
  addVehicleAlias: '/portal/add-vehicle',
  manageVehicle: (vehicleId: string) => `/portal/manage-your-vehicle/${vehicleId}`,
  documentVault: '/portal/document-vault',
  uploadDocuments: (vehicleId: string) => `/portal/upload-documents/${vehicleId}`,
  addInsurance: '/portal/add-insurance',
  addPucc: '/portal/add-PUCC',
  addRc: '/portal/add-RC',
  // Profile, addresses and settings.
  profile: '/portal/profile',
  editProfile: '/portal/edit-profile',
  personalDetails: '/personal-details',
  myAddresses: '/portal/my-addresses',
  addAddress: '/portal/add-new-address',
  editAddress: (addressId: string) => `/portal/edit-address/${addressId}`,
  settings: '/portal/settings',
  languages: '/portal/languages',
  helpAndSupport: '/portal/help-and-support',
  // Booking a service (customer spec section 2): the menu, one service, the workshops, the cart.
  bookService: '/portal/book_service',
  /** At a workshop (its own menu), the details are priced there. */
  serviceDetails: (serviceId: string, workshopId?: string) => `/portal/service_details/${serviceId}${workshopId ? `?workshopId=${workshopId}` : ''}`,
  workshopQuality: '/portal/workshop-quality',
  selectWorkshop: '/portal/select-workshop',
  workshopDetail: (workshopId: string) => `/portal/workshop-detail/${workshopId}`,
  cart: '/portal/cart',
  /** The booking's confirmation (issue 10); the cart's Book Now leads here. */
  confirm: '/portal/confirm',
  /** A booking's details and timeline, and the customer's bookings (customer spec section 2). */
  bookingDetails: (bookingId: string) => `/portal/booking_details/${bookingId}`,
  myBookings: '/portal/bookings',
  /** The spec's own name of My Bookings, kept for old links. */
  myBookingsAlias: '/portal/my_bookings',
  bodyPanel: '/portal/body-panel',
  offers: '/portal/offers',
  offerDetails: (offerId: string) => `/portal/offer-details/${offerId}`,
  /** Refer and Earn: the customer's code, points and referrals left (customer spec section 2). */
  referEarn: '/portal/refer-earn',
  /** The customer's notifications on a phone; a desktop shows them in the header's popover. */
  notifications: '/portal/notifications',
  /** The platform's standard terms, privacy and about pages (brand settings link to them or to their own). */
  legalPattern: '/legal/:page',
  /** The estimate a workshop's SMS links to, answered without signing in (`${publicUrl}/estimate/${token}`, issue 27 part 2). */
  estimateLink: (token: string) => `/estimate/${token}`,
  estimateLinkPattern: '/estimate/:token',
} as const;
