import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { useMe, useProfile } from '@servicebay/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { customerDisplayName, customerFirstName } from '../display-name';

/**
 * Who is signed in, in the portal header: photo or initials and the first name, leading to the
 * profile. A number is not shown as a name; the link's label still names the account.
 */
export function ProfileBadge() {
  const { t } = useTranslation();
  const user = useMe();
  const photo = useProfile().data?.profileImageUrl ?? null;
  if (!user) return null;
  const name = customerDisplayName(user) ?? t('portal.guest');
  const firstName = customerFirstName(user);
  return (
    <UnstyledButton component={Link} to={paths.profile} aria-label={t('profile.badge', { name })} style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
      <Group gap={8} wrap="nowrap">
        <Avatar src={photo} name={user.name ?? undefined} color="initials" size={36} radius="xl" alt="" />
        {firstName ? (
          <Text size="sm" fw={500} truncate maw={200} dir="auto" visibleFrom="sm">
            {firstName}
          </Text>
        ) : null}
      </Group>
    </UnstyledButton>
  );
}
