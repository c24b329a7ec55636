import { describe, expect, it } from 'vitest';
import { storeOfDevice, updateNeed } from './update-need';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('the store of a device', () => {
  it('is the App Store on iPhones and iPads (an iPad says it is a Mac, with touch), Google Play on Android, none on a computer', () => {
    expect(storeOfDevice({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe('appStore');
    expect(storeOfDevice({ userAgent: MAC, maxTouchPoints: 5 })).toBe('appStore');
    expect(storeOfDevice({ userAgent: MAC, maxTouchPoints: 0 })).toBeNull();
    expect(storeOfDevice({ userAgent: ANDROID, maxTouchPoints: 5 })).toBe('playStore');
    expect(storeOfDevice({ userAgent: WINDOWS, maxTouchPoints: 0 })).toBeNull();
  });
});

describe('what update the app asks for (customer spec section 8)', () => {
  const current = { minAppVersion: '1.0.0', androidVersion: '1.0.0', iosVersion: '1.0.0' };

  it('asks nothing of an app as new as every version', () => {
    expect(updateNeed(current, '1.0.0', 'playStore')).toEqual({ kind: 'none' });
  });

  it('forces an update below minAppVersion, on any device', () => {
    expect(updateNeed({ ...current, minAppVersion: '1.2.0' }, '1.1.9', null)).toEqual({ kind: 'required' });
    expect(updateNeed({ ...current, minAppVersion: '1.2.0', iosVersion: '2.0.0' }, '1.1.9', 'appStore')).toEqual({ kind: 'required' });
  });

  it('names the device’s store when below that store’s version, and only that store’s', () => {
    expect(updateNeed({ ...current, iosVersion: '1.1.0' }, '1.0.0', 'appStore')).toEqual({ kind: 'store', store: 'appStore' });
    expect(updateNeed({ ...current, iosVersion: '1.1.0' }, '1.0.0', 'playStore')).toEqual({ kind: 'none' });
    expect(updateNeed({ ...current, androidVersion: '1.0.1' }, '1.0.0', 'playStore')).toEqual({ kind: 'store', store: 'playStore' });
    expect(updateNeed({ ...current, androidVersion: '1.0.1' }, '1.0.0', null)).toEqual({ kind: 'none' });
  });
});
