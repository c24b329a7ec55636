import { Button, EmptyState } from '@mantine/core';
import { PlusIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { BrandVehicleIcon } from '../../../shared/vehicle-icon';

/** The drawing is of the customer's own vehicle: without one, the way to add it. */
export function NoVehicleForBodyPanel() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<BrandVehicleIcon size={40} />}
      variant="light"
      title={t('bodyPanel.noVehicle.title')}
      description={t('bodyPanel.noVehicle.body')}
      py="xl"
    >
      <EmptyState.Actions>
        <Button component={Link} to={paths.addVehicle} leftSection={<PlusIcon size={18} />} radius="xl">
          {t('bodyPanel.noVehicle.action')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
