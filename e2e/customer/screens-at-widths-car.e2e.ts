import { BRANDS, screensAtWidthsOf } from './screens-at-widths';

screensAtWidthsOf(BRANDS.car);
