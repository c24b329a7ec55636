import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useChangeLabourCatalogue } from '@servicebay/api-client';
import type { TLabourCatalogue, TLabourOperation } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { DeferredModal, useDomainForm } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/notify';
import { showRefusal } from '../../../shared/refusal-at-field';
import { newOperation, operationRules, operationValuesOf } from '../operation-form';

type OperationDialogProps = { opened: boolean; onClose: () => void; workshopId: string; catalogue: TLabourCatalogue; operation: TLabourOperation | null };

/** Add or edit an operation: its rate segment and its hours in each vehicle segment it is done in. */
export function OperationDialog({ opened, onClose, operation, ...rest }: OperationDialogProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={opened} onClose={onClose} size="lg" radius="lg" title={operation ? operation.name : t('workshop.labour.operations.add')}>
      {opened ? <OperationForm operation={operation} onClose={onClose} {...rest} /> : null}
    </DeferredModal>
  );
}

function OperationForm({ operation, workshopId, catalogue, onClose }: Omit<OperationDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const change = useChangeLabourCatalogue(workshopId);
  const form = useDomainForm({ initialValues: operation ? operationValuesOf(operation) : newOperation(), issueText: useIssueText(), ...operationRules });
  const submit = form.submit((body) =>
    change.mutate(
      { kind: 'operation', id: operation?.operationId ?? null, body },
      {
        onSuccess: () => {
          notifySuccess(t('workshop.labour.operations.saved', { name: body.name }));
          onClose();
        },
        onError: (error) => showRefusal(form, error),
      },
    ),
  );
  const segmentName = (id: string) => catalogue.vehicleSegments.find((segment) => segment.vehicleSegmentId === id)?.name ?? '';
  // Hours stay beside their segment when segments are chosen or dropped.
  const chooseSegments = (ids: string[]) => {
    const hours = ids.map((id) => form.values.hours[form.values.segmentIds.indexOf(id)] ?? '');
    form.setValues({ segmentIds: ids, hours });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('workshop.labour.operations.name')} withAsterisk autoComplete="off" {...form.getInputProps('name')} />
          <TextInput label={t('workshop.labour.operations.code')} autoComplete="off" dir="ltr" {...form.getInputProps('code')} />
        </SimpleGrid>
        <Select
          label={t('workshop.labour.operations.rateSegment')}
          withAsterisk
          data={catalogue.rateSegments.map((segment) => ({ value: segment.rateSegmentId, label: segment.name }))}
          {...form.getInputProps('rateSegmentId')}
        />
        <MultiSelect
          label={t('workshop.labour.segments.vehicleHeading')}
          withAsterisk
          data={catalogue.vehicleSegments.map((segment) => ({ value: segment.vehicleSegmentId, label: segment.name }))}
          {...form.getInputProps('segmentIds')}
          onChange={chooseSegments}
        />
        {form.values.segmentIds.length > 0 ? (
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
            {form.values.segmentIds.map((id, index) => (
              <TextInput
                key={id}
                label={t('workshop.labour.operations.hoursIn', { segment: segmentName(id) })}
                inputMode="decimal"
                dir="ltr"
                withAsterisk
                {...form.getInputProps(`hours.${index}`)}
              />
            ))}
          </SimpleGrid>
        ) : null}
        <Textarea
          label={t('workshop.labour.operations.properties')}
          description={t('workshop.labour.operations.options')}
          autosize
          minRows={2}
          {...form.getInputProps('properties')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('workshop.labour.operations.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
