import { ERRORS } from '@servicebay/domain';
import { accountEn } from './account';
import { addressesEn } from './addresses';
import { garageEn } from './garage';
import { homeEn } from './home';
import { legalEn } from './legal';
import { profileEn } from './profile';
import { settingsEn } from './settings';
import { offersEn } from './offers';
import { bodyPanelEn } from './body-panel';
import { cartEn } from './cart';
import { servicesEn } from './services';
import { bookingsEn } from './bookings';
import { paymentsEn } from './payments';
import { notificationsEn } from './notifications';
import { feedbackEn } from './feedback';
import { referralEn } from './referral';
import { billEn } from './bill';
import { estimatesEn } from './estimates';
import { messagesOf } from './error-messages';

/**
 * The English texts of the signed-in screens, downloaded with them (loadSignedInTexts) rather than
 * with the sign-in screens.
 */
export const signedInEn = {
  /** The customer's personal details, picture and completeness. */
  profile: profileEn,
  /** The customer's vehicles (with the catalogue pickers that add one) and their documents. */
  garage: garageEn,
  /** The customer's saved places for pickup and drop. */
  addresses: addressesEn,
  /** Languages, notifications, help and support. */
  settings: settingsEn,
  /** The account's life: the deletion request and its erasure. */
  account: accountEn,
  /** The dashboard's invitations: what a new customer does next. */
  home: homeEn,
  /** The platform's standard terms, privacy and about pages, for brands that keep none of their own. */
  legal: legalEn,
  /** The offers and articles. */
  offers: offersEn,
  /** The body panel: a damaged part chosen on a drawing of the vehicle. */
  bodyPanel: bodyPanelEn,
  /** The cart: its items, the promo code and the bill. */
  cart: cartEn,
  /** The service menu, one service and its add-ons, workshop quality and the workshops. */
  services: servicesEn,
  /** Booking the cart, the customer's bookings and a booking's details and timeline. */
  bookings: bookingsEn,
  /** Paying a booking's advance and what the gateway answered. */
  payments: paymentsEn,
  /** The customer's notifications, on their page and in the header's popover. */
  notifications: notificationsEn,
  /** Rating a completed booking. */
  feedback: feedbackEn,
  /** Refer and Earn: the customer's code, points and another's code. */
  referral: referralEn,
  /** The workshop's estimate, approved or declined line by line: on a booking, or through the link sent by SMS. */
  estimates: estimatesEn,
  bill: billEn,
  /** Every error's text, those of the sign-in screens (start.ts) included. */
  errors: messagesOf(ERRORS),
};
