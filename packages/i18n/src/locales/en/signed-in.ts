import { accountEn } from './account';
import { addressesEn } from './addresses';
import { garageEn } from './garage';
import { homeEn } from './home';
import { legalEn } from './legal';
import { profileEn } from './profile';
import { settingsEn } from './settings';

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
};
