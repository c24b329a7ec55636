import { ActionIcon, Menu } from '@mantine/core';
import { MoreIcon } from '@servicebay/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type MoreAction = {
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  /** Drawn in red: the action loses something (delete). */
  isDestructive?: boolean;
  disabled?: boolean;
};

type CardMoreMenuProps = {
  /** What the card shows, for the button's name ('More for Home'). */
  name: string;
  actions: MoreAction[];
};

/**
 * The rarer actions of a card (make main, delete) behind one '⋯' button in the card's corner, so a
 * card shows at most its main action and one other, as the consumer apps do. No actions, no button.
 */
export function CardMoreMenu({ name, actions }: CardMoreMenuProps) {
  const { t } = useTranslation();
  if (actions.length === 0) return null;
  return (
    // Without Mantine's focus placeholder (a focusable 'presentation' inside role=menu, which axe
    // reports), the first entry takes the focus on open, as the WAI-ARIA menu pattern has it.
    <Menu position="bottom-end" withinPortal shadow="md" radius="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="default" size={30} radius="md" aria-label={t('common.moreFor', { name })}>
          <MoreIcon size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item
            key={action.label}
            leftSection={action.icon}
            // Mantine draws red entries in red.6, 3.5:1 on white; red.9 reads 4.5:1 or more.
            color={action.isDestructive ? 'red' : undefined}
            c={action.isDestructive ? 'red.9' : undefined}
            disabled={action.disabled}
            onClick={action.onClick}
          >
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
