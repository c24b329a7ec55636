import { describe, expect, it } from 'vitest';
import { isDesktopBrowser } from './is-desktop-browser';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const SAFARI_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const CHROME_ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

describe('desktop browser', () => {
  it('Windows and Mac browsers are', () => {
    expect(isDesktopBrowser({ userAgent: CHROME_WINDOWS, maxTouchPoints: 0 })).toBe(true);
    expect(isDesktopBrowser({ userAgent: SAFARI_MAC, maxTouchPoints: 0 })).toBe(true);
  });
  it('Android and iOS browsers are not, phones or tablets', () => {
    expect(isDesktopBrowser({ userAgent: CHROME_ANDROID_TABLET, maxTouchPoints: 10 })).toBe(false);
    expect(isDesktopBrowser({ userAgent: SAFARI_IPHONE, maxTouchPoints: 5 })).toBe(false);
  });
  it('an iPad asking for the desktop site is not: its touch screen gives it away', () => {
    expect(isDesktopBrowser({ userAgent: SAFARI_MAC, maxTouchPoints: 5 })).toBe(false);
  });
});
