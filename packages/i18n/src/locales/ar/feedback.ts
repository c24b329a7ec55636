import type { Catalogue } from '../en';

/** النصوص العربية لتقييم الخدمة. */
export const feedbackAr: Catalogue['feedback'] = {
  title: 'قيّم خدمتك',
};
