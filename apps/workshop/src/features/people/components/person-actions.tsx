import { ActionIcon, Menu, Text } from '@mantine/core';
import type { TStaffMember } from '@servicebay/domain';
import { MoreIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import type { Refusal } from '../people-rules';

type PersonActionsProps = {
  person: TStaffMember;
  refusal: Refusal | null;
  onChangeRole: () => void;
  onSwitchOff: () => void;
  onSwitchOn: () => void;
};

/** A row's actions; a refused one stays in the menu, disabled, with the reason under it. */
export function PersonActions({ person, refusal, onChangeRole, onSwitchOff, onSwitchOn }: PersonActionsProps) {
  const { t } = useTranslation();
  const isRefused = refusal !== null;
  return (
    // Mantine's focus placeholder is a focusable child the menu role may not hold (axe): focus goes to the first item instead.
    <Menu position="bottom-end" width={260} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('workshop.people.actionsFor', { name: person.name })}>
          <MoreIcon size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item disabled={isRefused} onClick={onChangeRole}>
          {t('workshop.people.changeRole')}
        </Menu.Item>
        {person.isActive ? (
          <Menu.Item disabled={isRefused} color="red" onClick={onSwitchOff}>
            {t('workshop.people.switchOff')}
          </Menu.Item>
        ) : (
          <Menu.Item disabled={isRefused} onClick={onSwitchOn}>
            {t('workshop.people.switchOn')}
          </Menu.Item>
        )}
        {refusal ? (
          <>
            <Menu.Divider />
            <Text size="xs" c="dimmed" px="sm" py={6}>
              {t(`workshop.people.refusals.${refusal}`)}
            </Text>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
