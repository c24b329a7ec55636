import { AppShell, Badge, NavLink, VisuallyHidden } from '@mantine/core';
import { useBookingsInbox } from '@servicebay/api-client';
import { canAccess, type TPermissionArea, type TStaffRole } from '@servicebay/domain';
import { DashboardIcon, HelpIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AreaIcon } from '../../shared/area-icon';
import { paths } from '../../shared/paths';
import { navigableAreas } from '../../shared/product-areas';

/**
 * The areas the person's role may open (the permission matrix), the dashboard first and Help last;
 * Bookings shows how many wait, live (the stream refreshes the inbox).
 */
export function AreaNavbar({ role, workshopId }: { role: TStaffRole; workshopId: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const inbox = useBookingsInbox(workshopId, canAccess(role, 'bookings', 'read'));
  const waiting = inbox.data?.length ?? 0;
  const isAt = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  const link = (path: string) => ({ component: Link, to: path, active: isAt(path), 'aria-current': isAt(path) ? ('page' as const) : undefined });
  // The count reads as part of the entry's name ('Bookings 3 waiting'), its visible text first.
  const countOf = (area: TPermissionArea) =>
    area === 'bookings' && waiting > 0
      ? {
          rightSection: (
            <Badge size="sm" radius="xl" color="yellow.5" autoContrast variant="filled">
              {waiting}
              <VisuallyHidden> {t('workshop.nav.waiting')}</VisuallyHidden>
            </Badge>
          ),
        }
      : {};

  return (
    <>
      <AppShell.Section grow>
        <NavLink {...link(paths.dashboard(workshopId))} label={t('workshop.nav.dashboard')} leftSection={<DashboardIcon />} />
        {navigableAreas(role).map(({ area, path }) => (
          <NavLink key={area} {...link(path(workshopId))} label={t(`workshop.areas.${area}.name`)} leftSection={<AreaIcon area={area} />} {...countOf(area)} />
        ))}
      </AppShell.Section>
      <AppShell.Section>
        <NavLink {...link(paths.help(workshopId))} label={t('workshop.nav.help')} leftSection={<HelpIcon />} />
      </AppShell.Section>
    </>
  );
}
