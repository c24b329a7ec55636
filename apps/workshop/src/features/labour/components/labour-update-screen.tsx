import { Alert, Button, Group, MultiSelect, Paper, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useApplyLabourUpdate, useLabourCatalogue, useLabourHistory, usePreviewLabourUpdate } from '@servicebay/api-client';
import { CHANGE_BASES, UPDATE_TARGETS, type TBulkUpdateBody, type TLabourCatalogue, type TStaffMe } from '@servicebay/domain';
import { ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';
import { apiErrorText, notifyApiError, notifySuccess } from '../../../shared/notify';
import { UpdateChanges } from './update-preview';

type LabourUpdateScreenProps = { me: TStaffMe; workshop: TStaffMe['workshops'][number] };
type Target = (typeof UPDATE_TARGETS)[number];
type Basis = (typeof CHANGE_BASES)[number];

const choicesOf = (catalogue: TLabourCatalogue, target: Target) =>
  target === 'rateSegment'
    ? catalogue.rateSegments.map((segment) => ({ value: segment.rateSegmentId, label: segment.name }))
    : target === 'vehicleSegment'
      ? catalogue.vehicleSegments.map((segment) => ({ value: segment.vehicleSegmentId, label: segment.name }))
      : catalogue.operations.map((operation) => ({ value: operation.operationId, label: operation.name }));

/** The labour price update (issue 29 part 5): choose what and by how much, preview each price before and after, apply; the history below. */
export function LabourUpdateScreen({ workshop }: LabourUpdateScreenProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { workshopId } = workshop;
  const catalogue = useLabourCatalogue(workshopId);
  const history = useLabourHistory(workshopId);
  const preview = usePreviewLabourUpdate(workshopId);
  const apply = useApplyLabourUpdate(workshopId);
  const [target, setTarget] = useState<Target>('operation');
  const [ids, setIds] = useState<string[]>([]);
  const [basis, setBasis] = useState<Basis>('percentage');
  const [value, setValue] = useState('');
  const body: TBulkUpdateBody = { target, ids, basis, value: Number(value.replace(',', '.')) };
  // A preview stands for the update as chosen: any change of the choice asks for a new one.
  const choose = (change: () => void) => {
    change();
    preview.reset();
  };

  if (catalogue.isPending) return <SectionLoader label={t('workshop.labour.catalogue.loading')} />;
  if (catalogue.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {apiErrorText(catalogue.error)}
      </Alert>
    );
  const problem = preview.data?.problem;

  return (
    <>
      <ScreenHeader title={t('workshop.labour.updates.heading')} description={t('workshop.labour.updates.intro', { workshop: workshop.name })} />
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="md">
          <Stack gap="md">
            <Select
              label={t('workshop.labour.updates.target')}
              data={UPDATE_TARGETS.map((each) => ({ value: each, label: t(`workshop.labour.updates.targets.${each}`) }))}
              value={target}
              allowDeselect={false}
              onChange={(next) => choose(() => (setTarget((next ?? 'operation') as Target), setIds([])))}
            />
            <MultiSelect
              searchable
              label={t('workshop.labour.updates.items')}
              data={choicesOf(catalogue.data, target)}
              value={ids}
              onChange={(next) => choose(() => setIds(next))}
            />
            <Group align="flex-end" gap="md" wrap="wrap">
              <Stack gap={4}>
                <Text size="sm" fw={500} id="labour-basis">
                  {t('workshop.labour.updates.basis')}
                </Text>
                <SegmentedControl
                  aria-labelledby="labour-basis"
                  data={CHANGE_BASES.map((each) => ({ value: each, label: t(`workshop.labour.updates.bases.${each}`) }))}
                  value={basis}
                  onChange={(next) => choose(() => setBasis(next as Basis))}
                />
              </Stack>
              <TextInput
                label={t('workshop.labour.updates.value')}
                description={t('workshop.labour.updates.valueHint')}
                inputMode="decimal"
                dir="ltr"
                value={value}
                onChange={(event) => choose(() => setValue(event.currentTarget.value))}
              />
            </Group>
            <Group justify="flex-end" gap="sm">
              <Button variant="light" loading={preview.isPending} onClick={() => preview.mutate(body, { onError: (error) => notifyApiError(error) })}>
                {t('workshop.labour.updates.preview')}
              </Button>
              <Button
                disabled={!preview.data || problem !== null}
                loading={apply.isPending}
                onClick={() =>
                  apply.mutate(body, {
                    onSuccess: () => {
                      notifySuccess(t('workshop.labour.updates.applied'));
                      preview.reset();
                    },
                    onError: (error) => notifyApiError(error),
                  })
                }
              >
                {t('workshop.labour.updates.apply')}
              </Button>
            </Group>
          </Stack>
        </Paper>

        {preview.data ? (
          <Stack gap="sm" component="section" aria-labelledby="labour-preview">
            <Title order={2} size="h4" id="labour-preview">
              {t('workshop.labour.updates.previewHeading')}
            </Title>
            {problem ? (
              <Alert color="red" variant="light" role="alert">
                {t(`errors.${problem}`)}
              </Alert>
            ) : null}
            <UpdateChanges changes={preview.data} label={t('workshop.labour.updates.previewHeading')} />
          </Stack>
        ) : null}

        <Stack gap="sm" component="section" aria-labelledby="labour-history">
          <Title order={2} size="h4" id="labour-history">
            {t('workshop.labour.updates.historyHeading')}
          </Title>
          {history.data?.length === 0 ? <Text c="dimmed">{t('workshop.labour.updates.historyNone')}</Text> : null}
          {history.data?.map((change) => (
            <Paper key={change.changeId} withBorder radius="lg" p="md" component="article">
              <Text fw={600}>
                {t('workshop.labour.updates.change', {
                  target: t(`workshop.labour.updates.targets.${change.target}`),
                  value: change.basis === 'percentage' ? `${formats.number(change.value)} %` : formats.money(change.value, change.currency),
                })}
              </Text>
              <Text size="sm" c="dimmed" mb="xs">
                {t('workshop.labour.updates.by', { name: change.staffName, at: formats.dateTime(change.at) })}
              </Text>
              <UpdateChanges changes={change} label={t('workshop.labour.updates.historyHeading')} />
            </Paper>
          ))}
        </Stack>
      </Stack>
    </>
  );
}
