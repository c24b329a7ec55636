import { Button, Group, MultiSelect, Paper } from '@mantine/core';
import { useLabourCatalogue, type EstimateChange } from '@servicebay/api-client';
import { WrenchIcon } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type CatalogueLabourProps = { workshopId: string; isSaving: boolean; onAdd: (change: Extract<EstimateChange, { kind: 'labour' }>, done: string) => void };

/**
 * The workshop's labour catalogue's operations, added as labour lines in one action (issue 29 part
 * 4), priced by the server for the card's vehicle's segment. Absent where the catalogue is empty or
 * the role may not read it.
 */
export function CatalogueLabour({ workshopId, isSaving, onAdd }: CatalogueLabourProps) {
  const { t } = useTranslation();
  const catalogue = useLabourCatalogue(workshopId);
  const [operationIds, setOperationIds] = useState<string[]>([]);
  const operations = catalogue.data?.operations ?? [];
  if (operations.length === 0) return null;
  const add = () => {
    onAdd({ kind: 'labour', operationIds }, t('workshop.estimate.labourCatalogue.added', { count: operationIds.length }));
    setOperationIds([]);
  };
  // Framed as the line form above it is: the two ways of adding to the estimate read as a pair.
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-light)">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <MultiSelect
          searchable
          style={{ flex: '1 1 16rem' }}
          label={t('workshop.estimate.labourCatalogue.label')}
          description={t('workshop.estimate.labourCatalogue.hint')}
          placeholder={operationIds.length === 0 ? t('workshop.estimate.labourCatalogue.placeholder') : undefined}
          nothingFoundMessage={t('workshop.estimate.labourCatalogue.nothingFound')}
          leftSection={<WrenchIcon size={16} />}
          data={operations.map((operation) => ({ value: operation.operationId, label: operation.name }))}
          value={operationIds}
          onChange={setOperationIds}
        />
        <Button variant="light" disabled={operationIds.length === 0} loading={isSaving} onClick={add}>
          {t('workshop.estimate.labourCatalogue.add')}
        </Button>
      </Group>
    </Paper>
  );
}
