import type { Catalogue } from '../en';

export const offersAr: Catalogue['offers'] = {};
