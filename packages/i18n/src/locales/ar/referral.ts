import type { Catalogue } from '../en';

/** النصوص العربية لبرنامج الإحالة. */
export const referralAr: Catalogue['referral'] = {
  title: 'ادعُ واربح',
};
