import { Button, Group, MultiSelect, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useChangeLabourCatalogue } from '@servicebay/api-client';
import { MAKE_SEGMENTS, VEHICLE_TYPES, type TLabourCatalogue, type TMakeSegment, type TVehicleType } from '@servicebay/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';
import { notifyApiError, notifySuccess } from '../../../shared/notify';

type SegmentsPanelProps = { workshopId: string; catalogue: TLabourCatalogue; canChange: boolean };

const listOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The vehicle segments (which vehicles each holds) and the rate segments (an hourly rate each), each with a short add form. */
export function SegmentsPanel({ workshopId, catalogue, canChange }: SegmentsPanelProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const change = useChangeLabourCatalogue(workshopId);
  const [vehicle, setVehicle] = useState({ name: '', vehicleType: 'car' as TVehicleType, categories: '', makeSegments: [] as TMakeSegment[] });
  const [rate, setRate] = useState({ name: '', rate: '' });
  const saved = (name: string) => () => notifySuccess(t('workshop.labour.segments.saved', { name }));
  const addVehicle = () =>
    change.mutate(
      { kind: 'vehicleSegment', id: null, body: { ...vehicle, categories: listOf(vehicle.categories) } },
      { onSuccess: saved(vehicle.name), onError: (error) => notifyApiError(error) },
    );
  const addRate = () =>
    change.mutate({ kind: 'rateSegment', id: null, body: rate }, { onSuccess: saved(rate.name), onError: (error) => notifyApiError(error) });
  const holds = (segment: TLabourCatalogue['vehicleSegments'][number]) => {
    const parts = [...segment.categories, ...segment.makeSegments.map((make) => t(`workshop.labour.segments.makeSegmentNames.${make}`))];
    return parts.length
      ? parts.join(' · ')
      : t('workshop.labour.segments.everyVehicle', { type: t(`workshop.labour.segments.vehicleTypes.${segment.vehicleType}`) });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="vehicle-segments">
        <Title order={2} size="h4" id="vehicle-segments" mb="sm">
          {t('workshop.labour.segments.vehicleHeading')}
        </Title>
        {catalogue.vehicleSegments.length === 0 ? <Text c="dimmed">{t('workshop.labour.segments.vehicleNone')}</Text> : null}
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {catalogue.vehicleSegments.map((segment) => (
            <li key={segment.vehicleSegmentId}>
              <Text fw={600} span>
                {segment.name}
              </Text>{' '}
              <Text c="dimmed" size="sm" span>
                {holds(segment)}
              </Text>
            </li>
          ))}
        </Stack>
        {canChange ? (
          <Group align="flex-end" mt="md" gap="sm">
            <TextInput
              label={t('workshop.labour.segments.name')}
              value={vehicle.name}
              onChange={(event) => setVehicle({ ...vehicle, name: event.currentTarget.value })}
            />
            <Select
              label={t('workshop.labour.segments.vehicleType')}
              data={VEHICLE_TYPES.map((type) => ({ value: type, label: t(`workshop.labour.segments.vehicleTypes.${type}`) }))}
              value={vehicle.vehicleType}
              allowDeselect={false}
              onChange={(value) => setVehicle({ ...vehicle, vehicleType: (value ?? 'car') as TVehicleType })}
            />
            <TextInput
              label={t('workshop.labour.segments.categories')}
              description={t('workshop.labour.segments.categoriesHint')}
              value={vehicle.categories}
              onChange={(event) => setVehicle({ ...vehicle, categories: event.currentTarget.value })}
            />
            <MultiSelect
              miw={200}
              label={t('workshop.labour.segments.makeSegments')}
              data={MAKE_SEGMENTS.map((make) => ({ value: make, label: t(`workshop.labour.segments.makeSegmentNames.${make}`) }))}
              value={vehicle.makeSegments}
              onChange={(value) => setVehicle({ ...vehicle, makeSegments: value as TMakeSegment[] })}
            />
            <Button variant="light" onClick={addVehicle} loading={change.isPending}>
              {t('workshop.labour.segments.addVehicle')}
            </Button>
          </Group>
        ) : null}
      </Paper>

      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="rate-segments">
        <Title order={2} size="h4" id="rate-segments" mb="sm">
          {t('workshop.labour.segments.rateHeading')}
        </Title>
        {catalogue.rateSegments.length === 0 ? <Text c="dimmed">{t('workshop.labour.segments.rateNone')}</Text> : null}
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {catalogue.rateSegments.map((segment) => (
            <li key={segment.rateSegmentId}>
              <Text fw={600} span>
                {segment.name}
              </Text>{' '}
              <Text c="dimmed" size="sm" span>
                {t('workshop.labour.segments.perHour', { amount: formats.money(segment.rate, catalogue.currency) })}
              </Text>
            </li>
          ))}
        </Stack>
        {canChange ? (
          <Group align="flex-end" mt="md" gap="sm">
            <TextInput
              label={t('workshop.labour.segments.name')}
              value={rate.name}
              onChange={(event) => setRate({ ...rate, name: event.currentTarget.value })}
            />
            <TextInput
              label={t('workshop.labour.segments.rate')}
              inputMode="decimal"
              dir="ltr"
              value={rate.rate}
              onChange={(event) => setRate({ ...rate, rate: event.currentTarget.value })}
            />
            <Button variant="light" onClick={addRate} loading={change.isPending}>
              {t('workshop.labour.segments.addRate')}
            </Button>
          </Group>
        ) : null}
      </Paper>
    </Stack>
  );
}
