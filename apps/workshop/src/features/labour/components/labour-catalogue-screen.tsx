import { Alert, Button, Paper, Stack, Switch, Title } from '@mantine/core';
import { useChangeLabourCatalogue, useLabourCatalogue } from '@servicebay/api-client';
import { canAccess, type TLabourOperation, type TStaffMe } from '@servicebay/domain';
import { PlusIcon, ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, notifyApiError } from '../../../shared/notify';
import { OnlineServices } from './online-services';
import { OperationDialog } from './operation-dialog';
import { PriceGrid } from './price-grid';
import { SegmentsPanel } from './segments-panel';

type LabourCatalogueScreenProps = { me: TStaffMe; workshop: TStaffMe['workshops'][number] };

/** The labour pricing catalogue (issue 29 parts 4 and 6): segments, rates, the price grid, and the online catalogue's switch. */
export function LabourCatalogueScreen({ me, workshop }: LabourCatalogueScreenProps) {
  const { t } = useTranslation();
  const { workshopId } = workshop;
  const catalogue = useLabourCatalogue(workshopId);
  const change = useChangeLabourCatalogue(workshopId);
  const canChange = canAccess(me.role, 'labour', 'change');
  const [open, setOpen] = useState<{ operation: TLabourOperation | null } | null>(null);

  const body = () => {
    if (catalogue.isPending) return <SectionLoader label={t('workshop.labour.catalogue.loading')} />;
    if (catalogue.isError)
      return (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(catalogue.error)}
        </Alert>
      );
    const data = catalogue.data;
    return (
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="md">
          <Switch
            size="md"
            checked={data.isPublished}
            disabled={!canChange || change.isPending}
            label={t('workshop.labour.catalogue.publish')}
            description={data.isPublished ? t('workshop.labour.catalogue.published') : t('workshop.labour.catalogue.unpublished')}
            onChange={(event) => change.mutate({ kind: 'publish', isPublished: event.currentTarget.checked }, { onError: (error) => notifyApiError(error) })}
          />
        </Paper>
        <SegmentsPanel workshopId={workshopId} catalogue={data} canChange={canChange} />
        <Stack gap="sm" component="section" aria-labelledby="labour-operations">
          <Title order={2} size="h4" id="labour-operations">
            {t('workshop.labour.operations.heading')}
          </Title>
          <PriceGrid catalogue={data} canChange={canChange} onOpen={(operation) => setOpen({ operation })} />
        </Stack>
        <OnlineServices workshopId={workshopId} catalogue={data} canChange={canChange} />
        {open ? <OperationDialog opened onClose={() => setOpen(null)} workshopId={workshopId} catalogue={data} operation={open.operation} /> : null}
      </Stack>
    );
  };

  return (
    <>
      <ScreenHeader
        title={t('workshop.labour.catalogue.heading')}
        description={t('workshop.labour.catalogue.intro', { workshop: workshop.name })}
        actions={
          canChange && catalogue.data ? (
            <Button leftSection={<PlusIcon size={18} />} onClick={() => setOpen({ operation: null })}>
              {t('workshop.labour.operations.add')}
            </Button>
          ) : null
        }
      />
      {body()}
    </>
  );
}
