import { signedInEn } from './en/signed-in';
import { startEn } from './en/start';
import { workshopAppEn } from './en/workshop-app';

/**
 * The English catalogue is the source of the translation keys: every other language must have
 * exactly these keys (see Catalogue), so a missing translation is a type error. The customer app
 * starts with `startEn` and adds `signedInEn` when a signed-in screen opens (loadSignedInTexts);
 * the workshop app starts with `startEn` and `workshopAppEn` (loadWorkshopTexts).
 */
export const en = { ...startEn, ...signedInEn, ...workshopAppEn };

export type Catalogue = typeof en;
