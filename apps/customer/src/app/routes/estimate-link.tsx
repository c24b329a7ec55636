import { PageShell } from '@servicebay/ui';
import { useParams } from 'react-router';
import { BrandLogo } from '../../features/brand';
import { EstimateLinkScreen } from '../../features/estimates';
import { useSavedLanguage } from '../../features/settings';
import { LanguageSelect } from '../../shared/language-select';

/** /estimate/:token: the estimate a link sent by SMS opens, in the brand's page, with no sign-in. */
export function EstimateLinkRoute() {
  const { token = '' } = useParams();
  // A signed-in customer's saved language, as the portal would show it; a visitor's stays as chosen.
  useSavedLanguage();
  return (
    <PageShell brand={<BrandLogo />} actions={<LanguageSelect />}>
      <EstimateLinkScreen token={token} />
    </PageShell>
  );
}
