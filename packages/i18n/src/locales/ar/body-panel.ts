import type { Catalogue } from '../en';

export const bodyPanelAr: Catalogue['bodyPanel'] = {};
