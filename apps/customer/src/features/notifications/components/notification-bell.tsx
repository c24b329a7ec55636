import { ActionIcon, Popover, useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BellIcon, MOBILE_BREAKPOINT_PX, SectionLoader } from '@servicebay/ui';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useNotificationsInLanguage } from '../hooks/use-notifications-in-language';
import { useUnreadCount } from '../hooks/use-unread-count';
import { badgeText } from '../unread-count';

// Styled in place: a stylesheet of its own would be one more file named in the sign-in page's code.
const BELL_STYLE: CSSProperties = { position: 'relative', display: 'inline-flex', flexShrink: 0 };
/** The count on the icon's corner at the end of the reading direction, like the cart's. */
const COUNT_STYLE: CSSProperties = {
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: -2,
  minInlineSize: 18,
  blockSize: 18,
  paddingInline: 4,
  borderRadius: 9,
  background: 'var(--mantine-color-red-7)',
  color: '#fff',
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
  boxShadow: '0 0 0 2px var(--mantine-color-body)',
};

// The list loads with the first opening (or a hover over the bell): the header on every portal
// screen carries only the bell and its count.
const loadPanel = () => import('../panel');
const NotificationsPanel = lazy(async () => ({ default: (await loadPanel()).NotificationsPanel }));

/**
 * The header's bell with the unread count (customer spec section 2). On a desktop it opens the list
 * in a popover; on a phone it leads to /portal/notifications. Until the screen's width is known
 * (the server's render, the first paint) it is the link, which works everywhere.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const count = useUnreadCount();
  useNotificationsInLanguage();
  const isDesktop = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const [isOpen, setOpen] = useState(false);
  const label = count > 0 ? t('notifications.bell.withCount', { count }) : t('notifications.bell.label');
  const bell = { variant: 'subtle', color: 'gray', size: 40, radius: 'xl', c: 'var(--mantine-color-text)', 'aria-label': label } as const;

  return (
    // The count sits outside the button, which clips what overflows it.
    <span style={BELL_STYLE}>
      {isDesktop ? (
        <Popover
          opened={isOpen}
          onChange={setOpen}
          // The list hangs from the bell towards the middle of the screen, in either direction.
          position={dir === 'rtl' ? 'bottom-start' : 'bottom-end'}
          width={400}
          radius="lg"
          shadow="lg"
          offset={6}
          trapFocus
          returnFocus
        >
          <Popover.Target>
            <ActionIcon {...bell} onClick={() => setOpen((wasOpen) => !wasOpen)} onPointerEnter={() => void loadPanel()}>
              <BellIcon size={22} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown p={0} aria-label={t('notifications.title')} className="notification-popover">
            <Suspense fallback={<SectionLoader label={t('app.loading')} />}>
              <NotificationsPanel onLeave={() => setOpen(false)} />
            </Suspense>
          </Popover.Dropdown>
        </Popover>
      ) : (
        <ActionIcon component={Link} to={paths.notifications} {...bell}>
          <BellIcon size={22} />
        </ActionIcon>
      )}
      {count > 0 ? (
        <span style={COUNT_STYLE} aria-hidden="true">
          {badgeText(count)}
        </span>
      ) : null}
    </span>
  );
}
