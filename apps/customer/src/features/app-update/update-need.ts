import type { TGlobalSettings } from '@servicebay/domain';
import { isVersionBelow } from './version-order';

export type AppStore = 'appStore' | 'playStore';

type BrowserTraits = Pick<Navigator, 'userAgent' | 'maxTouchPoints'>;

/**
 * The store that sells the brand's app on this device: the App Store on an iPhone or iPad (iPadOS
 * presents itself as a Mac, but a Mac has no touch screen), Google Play on Android, none elsewhere.
 */
export function storeOfDevice({ userAgent, maxTouchPoints }: BrowserTraits): AppStore | null {
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'appStore';
  if (/android/i.test(userAgent)) return 'playStore';
  return null;
}

/** What the app asks of the customer: nothing, a forced update, or an update from their store. */
export type UpdateNeed = { kind: 'none' } | { kind: 'required' } | { kind: 'store'; store: AppStore };

type Versions = Pick<TGlobalSettings, 'minAppVersion' | 'androidVersion' | 'iosVersion'>;

/**
 * Customer spec section 8: a forced dialog when this version is below minAppVersion; otherwise an
 * 'App Update' prompt naming the store when it is below that store's version (iosVersion,
 * androidVersion), on a device that has the store.
 */
export function updateNeed(versions: Versions, appVersion: string, store: AppStore | null): UpdateNeed {
  if (isVersionBelow(appVersion, versions.minAppVersion)) return { kind: 'required' };
  if (store && isVersionBelow(appVersion, store === 'appStore' ? versions.iosVersion : versions.androidVersion)) return { kind: 'store', store };
  return { kind: 'none' };
}
