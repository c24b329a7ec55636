import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useClientProfile } from '@servicebay/api-client';
import { isWebHub } from '@servicebay/domain';
import { DeferredDrawer, PageContent } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AddressBar } from '../../features/addresses';
import { SignOutButton } from '../../features/auth';
import { BrandLogo } from '../../features/brand';
import { CartLink } from '../../features/cart';
import { NotificationBell } from '../../features/notifications';
import { ProfileBadge, SideMenu } from '../../features/portal';
import { useSavedLanguage } from '../../features/settings';
import { useMoneyTextAhead } from '../../shared/money-text';

const HEADER_HEIGHT = 64;
const MENU_WIDTH = 260;

/**
 * Header and side menu around every /portal screen: a fixed panel on desktops, a drawer on phones.
 * The header carries the place label of the selected address and the cart with its item count,
 * except for web-hub brands, which have neither (customer spec section 1).
 */
export function PortalShell() {
  const { t } = useTranslation();
  const [isMenuOpen, menu] = useDisclosure(false);
  // Web-hub brands have no addresses and no cart (customer spec section 1).
  const isStandard = !isWebHub(useClientProfile());
  useSavedLanguage();
  useMoneyTextAhead();

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} navbar={{ width: MENU_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } }}>
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger opened={isMenuOpen} onClick={menu.toggle} hiddenFrom="sm" size="sm" aria-label={t('portal.openMenu')} />
            <BrandLogo maxInlineSize="34vw" isCompactOnPhones />
          </Group>
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {isStandard ? <AddressBar /> : null}
            {isStandard ? <CartLink /> : null}
            <NotificationBell />
            <ProfileBadge />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar aria-label={t('portal.menuLabel')} visibleFrom="sm" p="md">
        <SideMenu signOut={<SignOutButton />} />
      </AppShell.Navbar>
      <DeferredDrawer opened={isMenuOpen} onClose={menu.close} hiddenFrom="sm" size={MENU_WIDTH} title={t('portal.menuLabel')}>
        <SideMenu onNavigate={menu.close} signOut={<SignOutButton />} />
      </DeferredDrawer>

      <AppShell.Main bg="var(--brand-surface)">
        <PageContent>
          <Outlet />
        </PageContent>
      </AppShell.Main>
    </AppShell>
  );
}
