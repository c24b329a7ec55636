import { Anchor } from '@mantine/core';
import { useClientProfile } from '@servicebay/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';

/** The banner logo of the login area and the portal header; it leads to the dashboard. */
export function BrandLogo() {
  const { t } = useTranslation();
  const clientProfile = useClientProfile();
  return (
    <Anchor component={Link} to={paths.dashboard} aria-label={t('brand.homeLink', { brand: clientProfile.ClientName })} display="flex">
      <img src={clientProfile.customerLogo} alt="" height={40} style={{ display: 'block', inlineSize: 'auto', maxInlineSize: '60vw' }} />
    </Anchor>
  );
}
