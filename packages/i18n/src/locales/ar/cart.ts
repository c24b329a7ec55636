import type { Catalogue } from '../en';

export const cartAr: Catalogue['cart'] = {};
