type BrowserTraits = Pick<Navigator, 'userAgent' | 'maxTouchPoints'>;

/**
 * The download-the-app panel is for desktop browsers only (customer spec section 2): not iOS or
 * Android, whatever their width. iPadOS presents itself as a Mac, but a Mac has no touch screen.
 */
export function isDesktopBrowser({ userAgent, maxTouchPoints }: BrowserTraits): boolean {
  const isPhoneOrTablet = /android|iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1);
  return !isPhoneOrTablet;
}
