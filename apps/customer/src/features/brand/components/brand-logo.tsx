import { Anchor } from '@mantine/core';
import { useClientProfile } from '@servicebay/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';

/** Below this width a crowded header shows the brand's square icon (its logo's mark) instead of the whole logo. */
const COMPACT_MEDIA = '(max-width: 479.98px)';

/**
 * The banner logo of the login area and the portal header; it leads to the dashboard.
 * `maxInlineSize` keeps it from crowding a header's other controls on narrow phones; the logo
 * then scales down whole rather than being cut. `isCompactOnPhones` shows the brand's icon there
 * instead, so the header's place label is not cut to a few letters; a <picture> source, so the
 * browser fetches only the one it shows and no script decides.
 */
export function BrandLogo({ maxInlineSize = '45vw', isCompactOnPhones = false }: { maxInlineSize?: string; isCompactOnPhones?: boolean }) {
  const { t } = useTranslation();
  const clientProfile = useClientProfile();
  return (
    <Anchor component={Link} to={paths.dashboard} aria-label={t('brand.homeLink', { brand: clientProfile.ClientName })} display="flex">
      <picture style={{ display: 'flex' }}>
        {isCompactOnPhones && <source media={COMPACT_MEDIA} srcSet={clientProfile.customerIcon} />}
        <img src={clientProfile.customerLogo} alt="" height={40} style={{ display: 'block', inlineSize: 'auto', maxInlineSize, objectFit: 'contain' }} />
      </picture>
    </Anchor>
  );
}
