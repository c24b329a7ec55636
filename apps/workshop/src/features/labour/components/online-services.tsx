import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useChangeLabourCatalogue } from '@servicebay/api-client';
import type { TLabourCatalogue } from '@servicebay/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify';

type OnlineServicesProps = { workshopId: string; catalogue: TLabourCatalogue; canChange: boolean };

/** The menu services sold online (issue 29 part 6): each an operation plus the parts' amount in each segment the operation is done in. */
export function OnlineServices({ workshopId, catalogue, canChange }: OnlineServicesProps) {
  const { t } = useTranslation();
  const change = useChangeLabourCatalogue(workshopId);
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [operationId, setOperationId] = useState<string | null>(null);
  const [parts, setParts] = useState<Record<string, string>>({});
  const operation = catalogue.operations.find((each) => each.operationId === operationId);
  const operationName = (id: string) => catalogue.operations.find((each) => each.operationId === id)?.name ?? '';
  const segmentName = (id: string) => catalogue.vehicleSegments.find((segment) => segment.vehicleSegmentId === id)?.name ?? '';
  const save = () => {
    if (!serviceId || !operation) return;
    const body = {
      serviceId,
      operationId: operation.operationId,
      parts: operation.cells.map((cell) => ({ vehicleSegmentId: cell.vehicleSegmentId, amount: parts[cell.vehicleSegmentId] || '0' })),
    };
    change.mutate(
      { kind: 'onlineService', body },
      { onSuccess: () => notifySuccess(t('workshop.labour.segments.saved', { name: operation.name })), onError: (error) => notifyApiError(error) },
    );
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="labour-online">
      <Title order={2} size="h4" id="labour-online">
        {t('workshop.labour.online.heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('workshop.labour.online.intro')}
      </Text>
      {catalogue.onlineServices.length === 0 ? <Text c="dimmed">{t('workshop.labour.online.none')}</Text> : null}
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {catalogue.onlineServices.map((service) => (
          <li key={service.serviceId}>
            <Text fw={600} span>
              {service.serviceName}
            </Text>{' '}
            <Text c="dimmed" size="sm" span>
              {operationName(service.operationId)}
            </Text>
          </li>
        ))}
      </Stack>
      {canChange && catalogue.operations.length > 0 ? (
        <Stack gap="sm" mt="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              searchable
              label={t('workshop.labour.online.service')}
              data={catalogue.menuServices.map((service) => ({ value: service.serviceId, label: service.name }))}
              value={serviceId}
              onChange={setServiceId}
            />
            <Select
              label={t('workshop.labour.online.operation')}
              data={catalogue.operations.map((each) => ({ value: each.operationId, label: each.name }))}
              value={operationId}
              onChange={setOperationId}
            />
          </SimpleGrid>
          {operation ? (
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
              {operation.cells.map((cell) => (
                <TextInput
                  key={cell.vehicleSegmentId}
                  label={t('workshop.labour.online.partsIn', { segment: segmentName(cell.vehicleSegmentId) })}
                  inputMode="decimal"
                  dir="ltr"
                  value={parts[cell.vehicleSegmentId] ?? ''}
                  onChange={(event) => setParts({ ...parts, [cell.vehicleSegmentId]: event.currentTarget.value })}
                />
              ))}
            </SimpleGrid>
          ) : null}
          <Group justify="flex-end">
            <Button variant="light" disabled={!serviceId || !operation} loading={change.isPending} onClick={save}>
              {t('workshop.labour.online.save')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Paper>
  );
}
