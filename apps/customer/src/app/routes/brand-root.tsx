import { useClientProfile } from '@servicebay/api-client';
import { Outlet, ScrollRestoration } from 'react-router';
import { useBrandDocument } from '../../theme/use-brand-document';
import { useScreenTitle } from '../screen-title';

/** Root of every screen: the brand's look and the screen's name on the document, scroll reset on each new screen. */
export function BrandRoot() {
  const clientProfile = useClientProfile();
  useBrandDocument(clientProfile);
  useScreenTitle(clientProfile.tabName || clientProfile.ClientName);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
