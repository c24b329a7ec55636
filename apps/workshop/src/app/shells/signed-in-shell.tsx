import { AppShell, Box, Burger, Divider, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useStaffLiveUpdates, useStaffMe, useStaffSession } from '@servicebay/api-client';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { LanguageSelect } from '../../shared/language-select';
import { paths } from '../../shared/paths';
import { ProductMark } from '../../shared/product-mark';
import { AccountMenu } from './account-menu';
import { AreaNavbar } from './area-navbar';
import { WorkshopSwitcher } from './workshop-switcher';

const HEADER_HEIGHT = 60;
/** Narrower on a tablet, where the screens' grids need the room. */
const NAVBAR_WIDTH = { base: 220, lg: 248 };

/**
 * The frame of every signed-in screen (workshop loader: the person works at this workshop): the
 * product and the workshop (a switcher for people at several), language, and the person's menu over
 * the areas their role opens, kept live by the staff stream. Signing out here or in another tab
 * leaves for Login.
 */
export function SignedInShell() {
  const { t } = useTranslation();
  const session = useStaffSession();
  const me = useStaffMe();
  const { workshopId = '' } = useParams();
  const { pathname } = useLocation();
  const [isNavbarOpen, navbar] = useDisclosure(false);
  // The inbox, the board, the open card and the navbar's count follow the workshop's changes.
  useStaffLiveUpdates();
  const closeNavbar = navbar.close;
  // A phone's menu closes once a screen is chosen.
  useEffect(() => closeNavbar(), [pathname, closeNavbar]);

  if (!session) return <Navigate to={paths.login} replace />;
  const workshop = me?.workshops.find((candidate) => candidate.workshopId === workshopId);
  if (!me || !workshop) return null;

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !isNavbarOpen } }} padding={0}>
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger opened={isNavbarOpen} onClick={navbar.toggle} hiddenFrom="sm" size="sm" aria-label={t('workshop.nav.openMenu')} />
            <ProductMark isCompact />
            {/* A phone has no room for it beside the language and the account: it heads the menu there. */}
            <Divider orientation="vertical" my={14} visibleFrom="sm" />
            <Box visibleFrom="sm" miw={0}>
              <WorkshopSwitcher workshops={me.workshops} current={workshop} />
            </Box>
          </Group>
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            <LanguageSelect />
            <AccountMenu me={me} workshopId={workshopId} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('workshop.nav.label')}>
        <AppShell.Section hiddenFrom="sm" mb="sm">
          <WorkshopSwitcher workshops={me.workshops} current={workshop} isFullWidth />
        </AppShell.Section>
        <AreaNavbar role={me.role} workshopId={workshopId} />
      </AppShell.Navbar>
      <AppShell.Main bg="var(--brand-surface)">
        <Box maw={1440} mx="auto" px={{ base: 'md', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
          <Outlet context={{ me, workshop }} />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
