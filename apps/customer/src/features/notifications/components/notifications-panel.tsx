import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { useClearNotifications, useNotifications } from '@servicebay/api-client';
import { BellIcon, SectionLoader } from '@servicebay/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unreadCountOf } from '../unread-count';
import { NotificationItem } from './notification-item';
import '../notifications.css';

type NotificationsPanelProps = {
  /** Tapping an item leaves the list (the popover closes as its booking opens). */
  onLeave?: () => void;
  /** On its own page, the screen's header names the list; in the popover, the panel does. */
  isPage?: boolean;
};

/**
 * The customer's notifications, newest first (customer spec section 2): on the phone's page and in
 * the desktop's popover. Tapping one marks it read and opens its booking; 'Clear all' asks first.
 */
export function NotificationsPanel({ onLeave, isPage = false }: NotificationsPanelProps) {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const [wasCleared, setCleared] = useState(false);
  const hasItems = (notifications.data?.length ?? 0) > 0;
  const unread = unreadCountOf(notifications.data);

  return (
    <div className={isPage ? 'notifications notifications-page' : 'notifications'}>
      {isPage && !hasItems ? null : (
        <div className="notifications-head">
          {isPage ? (
            <Text size="sm" c="dimmed" fw={600}>
              {unread > 0 ? t('notifications.unreadSummary', { count: unread }) : t('notifications.allRead')}
            </Text>
          ) : (
            <Title order={2} size="h4">
              {t('notifications.title')}
            </Title>
          )}
          {hasItems ? <ClearAll onCleared={() => setCleared(true)} /> : null}
        </div>
      )}
      {notifications.data === undefined ? (
        // A failed background read keeps the list it had; only a first read that failed says so.
        notifications.isError ? (
          <Alert color="red" variant="light" m="md" title={t('common.loadFailed')}>
            <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void notifications.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : (
          <SectionLoader label={t('app.loading')} />
        )
      ) : hasItems ? (
        <ul className="notifications-list" aria-label={t('notifications.listLabel')}>
          {notifications.data.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} onLeave={onLeave} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNotifications headingOrder={isPage ? 2 : 3} takesFocus={wasCleared} />
      )}
    </div>
  );
}

function ClearAll({ onCleared }: { onCleared: () => void }) {
  const { t } = useTranslation();
  const clear = useClearNotifications();
  const [isAsking, setAsking] = useState(false);
  if (!isAsking) {
    return (
      <Button variant="subtle" size="compact-sm" radius="xl" onClick={() => setAsking(true)} className="notifications-clear">
        {t('notifications.clearAll')}
      </Button>
    );
  }
  return (
    <div className="notifications-ask" role="group" aria-label={t('notifications.clearQuestion')}>
      <Text size="sm" fw={600}>
        {clear.isError ? t('notifications.clearFailed') : t('notifications.clearQuestion')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Button variant="default" size="compact-sm" radius="xl" onClick={() => setAsking(false)} disabled={clear.isPending} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color="red" size="compact-sm" radius="xl" loading={clear.isPending} onClick={() => clear.mutate(undefined, { onSuccess: onCleared })}>
          {t('notifications.clearConfirm')}
        </Button>
      </Group>
    </div>
  );
}

/** Nothing to show. Right after 'Clear all' the focus comes here: the button it was on is gone. */
function EmptyNotifications({ headingOrder, takesFocus }: { headingOrder: 2 | 3; takesFocus: boolean }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takesFocus) heading.current?.focus();
  }, [takesFocus]);
  return (
    <div className="notifications-empty">
      <span className="notifications-empty-art">
        <BellIcon size={32} />
      </span>
      <Title order={headingOrder} size="h5" ref={heading} tabIndex={-1} className="notifications-empty-title">
        {t('notifications.empty')}
      </Title>
      <Text size="sm" c="dimmed" maw={280}>
        {t('notifications.emptyHint')}
      </Text>
    </div>
  );
}
