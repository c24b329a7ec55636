import { signedInEn } from './en/signed-in';
import { startEn } from './en/start';

/**
 * The English catalogue is the source of the translation keys: every other language must have
 * exactly these keys (see Catalogue), so a missing translation is a type error. The app starts with
 * `startEn` and adds `signedInEn` when a signed-in screen opens (loadSignedInTexts).
 */
export const en = { ...startEn, ...signedInEn };

export type Catalogue = typeof en;
