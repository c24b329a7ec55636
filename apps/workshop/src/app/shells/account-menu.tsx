import { Avatar, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useStaffSignOut } from '@servicebay/api-client';
import type { TStaffMe } from '@servicebay/domain';
import { ChevronDownIcon, HelpIcon, SettingsIcon, SignOutIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { initialsOf } from '../../shared/initials';
import { paths } from '../../shared/paths';
import { roleText } from '../../shared/role-text';

/** The signed-in person, their role, and what is theirs to do: change their password, read Help, sign out. */
export function AccountMenu({ me, workshopId }: { me: TStaffMe; workshopId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useStaffSignOut();
  const role = roleText(t, me.role, me.technicianKind);

  return (
    // Mantine's focus placeholder is a focusable child the menu role may not hold (axe): focus goes to the first item instead.
    <Menu position="bottom-end" width={240} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        {/* Named by what it shows (its name and role), or where those are hidden, by the same words. */}
        <UnstyledButton style={{ borderRadius: 'var(--mantine-radius-md)' }} p={4}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="brand" radius="xl" size={34} aria-hidden="true">
              {initialsOf(me.name)}
            </Avatar>
            <Stack gap={0} visibleFrom="md" style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate="end" maw={160}>
                {me.name}
              </Text>
              <Text size="xs" c="dimmed" truncate="end" maw={160}>
                {role}
              </Text>
            </Stack>
            <VisuallyHidden hiddenFrom="md">{t('workshop.header.accountMenu', { name: me.name })}</VisuallyHidden>
            <ChevronDownIcon size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {me.name}
          </Text>
          <Text size="xs" c="dimmed">
            {role}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.changePassword(workshopId)} leftSection={<SettingsIcon size={16} />}>
          {t('workshop.header.changePassword')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.help(workshopId)} leftSection={<HelpIcon size={16} />}>
          {t('workshop.header.help')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<SignOutIcon size={16} />}
          onClick={() => signOut.mutate(undefined, { onSettled: () => void navigate(paths.login, { replace: true }) })}
        >
          {t('workshop.header.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
