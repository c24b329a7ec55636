import { NavLink, Stack } from '@mantine/core';
import { SettingsIcon } from '@servicebay/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { GuestSignInLink } from './guest-sign-in-link';

type SideMenuProps = {
  /** Called after an entry is chosen, so the phone drawer closes. */
  onNavigate?: () => void;
  /** Sign Out, from the auth feature: always the last entry. */
  signOut: ReactNode;
};

/**
 * The side menu of customer spec section 2. Book a Service, My Bookings and Rewards/Offers join
 * when those screens exist; a web-hub brand will show only My Bookings and Settings.
 */
export function SideMenu({ onNavigate, signOut }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = [{ to: paths.settings, label: t('settings.title'), icon: <SettingsIcon /> }];
  return (
    <Stack gap="xs">
      <GuestSignInLink fullWidth />
      {entries.map((entry) => (
        <NavLink
          key={entry.to}
          component={Link}
          to={entry.to}
          label={entry.label}
          leftSection={entry.icon}
          active={pathname.startsWith(entry.to)}
          onClick={onNavigate}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          fw={500}
        />
      ))}
      {signOut}
    </Stack>
  );
}
