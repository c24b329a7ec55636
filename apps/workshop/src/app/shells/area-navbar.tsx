import { AppShell, Badge, NavLink, VisuallyHidden } from '@mantine/core';
import { useBookingsInbox } from '@servicebay/api-client';
import { canAccess, type TPermissionArea, type TStaffRole } from '@servicebay/domain';
import { DashboardIcon, HelpIcon, LineIcon } from '@servicebay/ui';
import { Fragment, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AreaIcon } from '../../shared/area-icon';
import { paths } from '../../shared/paths';
import { moreScreensOf, navigableAreas, type MoreScreen } from '../../shared/product-areas';

/** A slip with an arrow back: money taken back from an invoice. */
const CreditNoteIcon = () => (
  <LineIcon name="creditNotes">
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM14 10H9.5M11.5 8l-2 2 2 2" />
  </LineIcon>
);

/** A delivery van: who the workshop buys its parts from. */
const VendorIcon = () => (
  <LineIcon name="vendors">
    <path d="M3 6h11v10H3zM14 9h4l3 3v4h-7M7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01" />
  </LineIcon>
);

/** A clipboard with lines: parts ordered from a vendor. */
const OrderIcon = () => (
  <LineIcon name="purchaseOrders">
    <path d="M8 4h8l1 2h2v15H5V6h2zM9 11h6M9 15h6" />
  </LineIcon>
);

/** A box with an arrow in: goods received from a vendor. */
const InwardIcon = () => (
  <LineIcon name="inwards">
    <path d="M4 10l8-4 8 4v9l-8 4-8-4zM4 10l8 4 8-4M12 14v9M12 2v6M9.5 5.5 12 8l2.5-2.5" />
  </LineIcon>
);

/** A slip with an arrow out: money the vendor owes back on an inward. */
const DebitNoteIcon = () => (
  <LineIcon name="debitNotes">
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 10h4.5M11.5 8l2 2-2 2" />
  </LineIcon>
);

/** A spanner: the people who do the work. */
const TechnicianIcon = () => (
  <LineIcon name="technicians">
    <path d="M14.5 4a4 4 0 0 0-4.9 5.1L4 14.7 6.3 17l5.6-5.6A4 4 0 0 0 17 6.5l-2.3 2.3-2.2-.6-.6-2.2z" />
  </LineIcon>
);

/** A list with ticks: the technician's own work today. */
const MyWorkIcon = () => (
  <LineIcon name="myWork">
    <path d="M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2" />
  </LineIcon>
);

/** Bars rising: what is held and what it is worth. */
const StockIcon = () => (
  <LineIcon name="stockOnHand">
    <path d="M4 20h16M6 20v-6h3v6M11 20V9h3v11M16 20V4h3v16" />
  </LineIcon>
);

/** Two arrows passing: stock going from one branch to another. */
const TransferIcon = () => (
  <LineIcon name="stockTransfers">
    <path d="M4 8h14M14 4l4 4-4 4M20 16H6M10 12l-4 4 4 4" />
  </LineIcon>
);

/** A clock face: my clock-in and out. */
const ClockIcon = () => (
  <LineIcon name="myTime">
    <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2" />
  </LineIcon>
);

/** A gauge: billed hours against clocked hours. */
const GaugeIcon = () => (
  <LineIcon name="efficiencyReport">
    <path d="M4 17a8 8 0 1 1 16 0M12 17l4-5M4 20h16" />
  </LineIcon>
);

/** A tag with a percent: prices changed in one go. */
const LabourUpdateIcon = () => (
  <LineIcon name="labourUpdates">
    <path d="M3 12V4h8l10 10-8 8zM7.5 7.5h.01M10 16l6-6M10.5 10.5h.01M15.5 15.5h.01" />
  </LineIcon>
);

const MORE_SCREEN_LABELS: Record<MoreScreen['key'], (t: TFunction) => string> = {
  creditNotes: (t) => t('workshop.registers.nav.creditNotes'),
  purchaseOrders: (t) => t('workshop.stock.orders.nav'),
  inwards: (t) => t('workshop.stock.inwards.nav'),
  debitNotes: (t) => t('workshop.stock.debitNotes.nav'),
  stockOnHand: (t) => t('workshop.stock.onHand.nav'),
  stockTransfers: (t) => t('workshop.stock.transfers.nav'),
  vendors: (t) => t('workshop.stock.nav.vendors'),
  technicians: (t) => t('workshop.employees.nav.technicians'),
  myWork: (t) => t('workshop.employees.nav.myWork'),
  team: (t) => t('workshop.timeClock.nav.team'),
  efficiencyReport: (t) => t('workshop.timeClock.nav.efficiency'),
  labourUpdates: (t) => t('workshop.labour.nav.updates'),
};
const MORE_SCREEN_ICONS: Record<MoreScreen['key'], ReactNode> = {
  creditNotes: <CreditNoteIcon />,
  purchaseOrders: <OrderIcon />,
  inwards: <InwardIcon />,
  debitNotes: <DebitNoteIcon />,
  stockOnHand: <StockIcon />,
  stockTransfers: <TransferIcon />,
  vendors: <VendorIcon />,
  technicians: <TechnicianIcon />,
  myWork: <MyWorkIcon />,
  team: <ClockIcon />,
  efficiencyReport: <GaugeIcon />,
  labourUpdates: <LabourUpdateIcon />,
};

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
        <NavLink {...link(paths.myTime(workshopId))} label={t('workshop.timeClock.nav.myTime')} leftSection={<ClockIcon />} />
        {navigableAreas(role).map(({ area, path }) => (
          <Fragment key={area}>
            <NavLink {...link(path(workshopId))} label={t(`workshop.areas.${area}.name`)} leftSection={<AreaIcon area={area} />} {...countOf(area)} />
            {moreScreensOf(area, role).map((screen) => (
              <NavLink
                key={screen.key}
                {...link(screen.path(workshopId))}
                label={MORE_SCREEN_LABELS[screen.key](t)}
                leftSection={MORE_SCREEN_ICONS[screen.key]}
              />
            ))}
          </Fragment>
        ))}
      </AppShell.Section>
      <AppShell.Section>
        <NavLink {...link(paths.help(workshopId))} label={t('workshop.nav.help')} leftSection={<HelpIcon />} />
      </AppShell.Section>
    </>
  );
}
