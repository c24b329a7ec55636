import { Text, VisuallyHidden } from '@mantine/core';
import { useMarkNotificationRead } from '@servicebay/api-client';
import type { TNotification } from '@servicebay/domain';
import { BellIcon, WarningIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { notificationAge, notificationTimeText } from '../notification-time';

type NotificationItemProps = { notification: TNotification; onLeave?: () => void };

/**
 * One notification: its icon (a warning for WARN, customer spec section 3), its text and age, bold
 * with a dot while unread. Tapping it marks it read and opens its booking when it has one.
 */
export function NotificationItem({ notification, onLeave }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const markRead = useMarkNotificationRead();
  const { id, bookingId, type, description, isRead, createdAt } = notification;
  const created = new Date(createdAt.seconds * 1000);
  const open = () => {
    if (!isRead) markRead.mutate(id);
    onLeave?.();
  };

  const content = (
    <>
      <span className="notification-art" data-type={type}>
        {type === 'WARN' ? <WarningIcon size={20} /> : <BellIcon size={20} />}
      </span>
      <span className="notification-body">
        <Text component="span" size="sm" fw={isRead ? 400 : 700} className="notification-text">
          {description}
        </Text>
        <Text component="time" size="xs" c="dimmed" dateTime={created.toISOString()}>
          {notificationTimeText(notificationAge(createdAt.seconds, new Date()), i18n.language, t('notifications.justNow'))}
        </Text>
      </span>
      {isRead ? null : (
        <>
          <span className="notification-dot" aria-hidden="true" />
          <VisuallyHidden>{t('notifications.unread')}</VisuallyHidden>
        </>
      )}
    </>
  );
  const attributes = { className: 'notification-item', 'data-unread': !isRead, 'data-type': type };

  if (bookingId) {
    return (
      <Link to={paths.bookingDetails(bookingId)} onClick={open} {...attributes}>
        {content}
      </Link>
    );
  }
  // Without a booking there is nowhere to go: tapping an unread one only marks it read.
  return isRead ? (
    <div {...attributes}>{content}</div>
  ) : (
    <button type="button" onClick={open} {...attributes}>
      {content}
    </button>
  );
}
