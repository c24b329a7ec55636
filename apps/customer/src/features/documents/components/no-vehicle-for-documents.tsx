import { Button, EmptyState } from '@mantine/core';
import { DocumentIcon, PlusIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';

/** Documents belong to a vehicle: without one, the way to add it (customer spec section 5). */
export function NoVehicleForDocuments() {
  const { t } = useTranslation();
  return (
    <EmptyState icon={<DocumentIcon size={36} />} variant="light" title={t('garage.documentMessages.addVehicleFirst')} py="xl">
      <EmptyState.Actions>
        <Button component={Link} to={paths.addVehicle} leftSection={<PlusIcon size={18} />}>
          {t('garage.vault.addVehicle')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
