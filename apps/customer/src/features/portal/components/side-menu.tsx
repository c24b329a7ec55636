import { Divider, NavLink, Stack } from '@mantine/core';
import { useClientProfile } from '@servicebay/api-client';
import { isWebHub } from '@servicebay/domain';
import { CalendarIcon, DashboardIcon, DocumentIcon, HelpIcon, MapPinIcon, SettingsIcon, StarIcon, TagIcon, UserIcon, WrenchIcon } from '@servicebay/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isEntryActive, menuEntries, type MenuEntryId } from '../menu-entries';
import { GuestSignInLink } from './guest-sign-in-link';
import { BrandVehicleIcon } from '../../../shared/vehicle-icon';

type SideMenuProps = {
  /** Called after an entry is chosen, so the phone drawer closes. */
  onNavigate?: () => void;
  /** Sign out, from the auth feature: always the last entry. */
  signOut: ReactNode;
};

const ICONS: Record<MenuEntryId, ReactNode> = {
  home: <DashboardIcon />,
  bookService: <WrenchIcon />,
  myBookings: <CalendarIcon />,
  offers: <TagIcon />,
  referEarn: <StarIcon />,
  myVehicles: <BrandVehicleIcon />,
  documents: <DocumentIcon />,
  addresses: <MapPinIcon />,
  profile: <UserIcon />,
  settings: <SettingsIcon />,
  helpAndSupport: <HelpIcon />,
};

/** The side menu (customer spec section 2): every area of the portal, Book a Service and My Bookings among them. */
export function SideMenu({ onNavigate, signOut }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = menuEntries({ isWebHub: isWebHub(useClientProfile()) });
  return (
    <Stack gap={4}>
      <GuestSignInLink fullWidth />
      {entries.map((entry) => {
        const isActive = isEntryActive(entry, pathname);
        return (
          <NavLink
            key={entry.id}
            component={Link}
            to={entry.to}
            label={entry.id === 'referEarn' ? t('referral.menu') : t(`portal.menu.${entry.id}`)}
            leftSection={ICONS[entry.id]}
            active={isActive}
            aria-current={isActive ? 'page' : undefined}
            variant="light"
            onClick={onNavigate}
            py={10}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            fw={isActive ? 600 : 500}
          />
        );
      })}
      <Divider my="xs" />
      {signOut}
    </Stack>
  );
}
