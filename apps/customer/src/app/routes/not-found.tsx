import { PageShell } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../features/brand';
import { useSavedLanguage } from '../../features/settings';
import { LanguageSelect } from '../../shared/language-select';
import { NotFoundPanel } from '../../shared/not-found-panel';
import { paths } from '../../shared/paths';

/** Any address the app has no screen for: still the brand's page, in the customer's language. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  // A signed-in customer's saved language, as the portal would show it; a visitor's stays as chosen.
  useSavedLanguage();
  return (
    <PageShell brand={<BrandLogo />} actions={<LanguageSelect />}>
      <NotFoundPanel heading={t('app.notFoundHeading')} body={t('app.notFoundBody')} backTo={paths.home} backLabel={t('app.goHome')} />
    </PageShell>
  );
}
