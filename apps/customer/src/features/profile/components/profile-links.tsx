import { Paper, Stack } from '@mantine/core';
import { useClientProfile } from '@servicebay/api-client';
import { isWebHub } from '@servicebay/domain';
import { DocumentIcon, IdCardIcon, MapPinIcon, MenuLink, SettingsIcon } from '@servicebay/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { BrandVehicleIcon } from '../../../shared/vehicle-icon';

type ProfileLink = { to: string; label: string; hint: string; icon: ReactNode };

/** Where the profile leads; a web-hub brand has no addresses (customer spec section 1). */
export function ProfileLinks() {
  const { t } = useTranslation();
  const clientProfile = useClientProfile();
  const links: ProfileLink[] = [
    { to: paths.editProfile, label: t('profile.links.personalDetails'), hint: t('profile.links.personalDetailsHint'), icon: <IdCardIcon /> },
    { to: paths.myVehicles, label: t('profile.links.myVehicles'), hint: t('profile.links.myVehiclesHint'), icon: <BrandVehicleIcon /> },
    { to: paths.documentVault, label: t('profile.links.documentVault'), hint: t('profile.links.documentVaultHint'), icon: <DocumentIcon /> },
    ...(isWebHub(clientProfile)
      ? []
      : [{ to: paths.myAddresses, label: t('profile.links.myAddresses'), hint: t('profile.links.myAddressesHint'), icon: <MapPinIcon /> }]),
    { to: paths.settings, label: t('profile.links.settings'), hint: t('profile.links.settingsHint'), icon: <SettingsIcon /> },
  ];
  return (
    <Paper p="xs" radius="lg" withBorder component="nav" aria-label={t('profile.links.heading')}>
      <Stack gap={0}>
        {links.map((link) => (
          <MenuLink key={link.to} label={link.label} description={link.hint} icon={link.icon} renderRoot={(props) => <Link to={link.to} {...props} />} />
        ))}
      </Stack>
    </Paper>
  );
}
