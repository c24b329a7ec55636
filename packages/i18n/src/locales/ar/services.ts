import type { Catalogue } from '../en';

export const servicesAr: Catalogue['services'] = {};
