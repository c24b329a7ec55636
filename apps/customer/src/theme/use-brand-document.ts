import type { TClientProfile } from '@servicebay/domain';
import { applyBrandColours } from '@servicebay/ui';
import { useEffect, useLayoutEffect } from 'react';

function setHeadLink(rel: string, href: string) {
  const link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`) ?? document.head.appendChild(document.createElement('link'));
  link.rel = rel;
  link.href = href;
  // The brand's icon may be any image type; a stale type would make browsers skip it.
  link.removeAttribute('type');
}

/** The brand owns the page: its colours and tab icon, from its client profile only (the tab's name: useScreenTitle). */
export function useBrandDocument(clientProfile: TClientProfile): void {
  // Before paint, so no screen shows in the platform's colours first.
  useLayoutEffect(() => applyBrandColours(clientProfile.theme), [clientProfile.theme]);

  useEffect(() => {
    setHeadLink('icon', clientProfile.customerIcon);
    document.head.querySelector('meta[name="theme-color"]')?.setAttribute('content', clientProfile.theme.primary);
  }, [clientProfile.customerIcon, clientProfile.theme.primary]);
}
