import { Select, Text } from '@mantine/core';
import type { TStaffMe } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { atWorkshop } from '../../shared/paths';

type Workshop = TStaffMe['workshops'][number];

type WorkshopSwitcherProps = { workshops: Workshop[]; current: Workshop; isFullWidth?: boolean };

/** The workshop the screens are about: a choice for people at several branches, its name for the rest. */
export function WorkshopSwitcher({ workshops, current, isFullWidth = false }: WorkshopSwitcherProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  if (workshops.length < 2) {
    return (
      <Text fw={600} truncate="end" style={{ minWidth: 0 }}>
        {current.name}
      </Text>
    );
  }
  return (
    <Select
      aria-label={t('workshop.header.switchWorkshop')}
      data={workshops.map((workshop) => ({ value: workshop.workshopId, label: workshop.name }))}
      value={current.workshopId}
      onChange={(workshopId) => {
        if (workshopId && workshopId !== current.workshopId) void navigate(atWorkshop(pathname, workshopId));
      }}
      allowDeselect={false}
      searchable={workshops.length > 6}
      comboboxProps={{ withinPortal: true, width: 280, position: 'bottom-start' }}
      w={isFullWidth ? '100%' : 240}
      styles={{ input: { fontWeight: 600 } }}
    />
  );
}
