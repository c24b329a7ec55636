import { useClientProfile } from '@servicebay/api-client';
import { Outlet, ScrollRestoration } from 'react-router';
import { useBrandDocument } from '../../theme/use-brand-document';

/** Root of every screen: the brand's look on the document, scroll reset on each new screen. */
export function BrandRoot() {
  useBrandDocument(useClientProfile());
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
