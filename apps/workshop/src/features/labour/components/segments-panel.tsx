import { Stack } from '@mantine/core';
import type { TLabourCatalogue, TRateSegmentBody, TVehicleSegmentBody } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';
import {
  newRateSegment,
  newVehicleSegment,
  rateSegmentRules,
  rateSegmentValuesOf,
  vehicleSegmentRules,
  vehicleSegmentValuesOf,
  type RateSegmentValues,
  type VehicleSegmentValues,
} from '../segment-form';
import type { SegmentKind } from './segment-dialog';
import { RateSegmentFields, VehicleSegmentFields } from './segment-fields';
import { SegmentSection } from './segment-section';

type SegmentsPanelProps = { workshopId: string; catalogue: TLabourCatalogue; canChange: boolean };

/** The vehicle segments (which vehicles each holds) and the rate segments (an hourly rate each): one list each, added, edited and removed alike. */
export function SegmentsPanel({ workshopId, catalogue, canChange }: SegmentsPanelProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const vehicleKind: SegmentKind<VehicleSegmentValues, TVehicleSegmentBody> = {
    collection: 'vehicle-segments',
    texts: {
      heading: t('workshop.labour.segments.vehicleHeading'),
      none: t('workshop.labour.segments.vehicleNone'),
      add: t('workshop.labour.segments.addVehicle'),
    },
    failure: 'labour/segment-values-not-updated',
    blank: newVehicleSegment,
    rules: vehicleSegmentRules,
    Fields: VehicleSegmentFields,
    change: (id, body) => ({ kind: 'vehicleSegment', id, body }),
  };
  const rateKind: SegmentKind<RateSegmentValues, TRateSegmentBody> = {
    collection: 'rate-segments',
    texts: { heading: t('workshop.labour.segments.rateHeading'), none: t('workshop.labour.segments.rateNone'), add: t('workshop.labour.segments.addRate') },
    failure: 'labour/rate-not-saved',
    blank: newRateSegment,
    rules: rateSegmentRules,
    Fields: RateSegmentFields,
    change: (id, body) => ({ kind: 'rateSegment', id, body }),
  };
  const holds = (segment: TLabourCatalogue['vehicleSegments'][number]) => {
    const parts = [...segment.categories, ...segment.makeSegments.map((make) => t(`workshop.labour.segments.makeSegmentNames.${make}`))];
    return parts.length
      ? parts.join(' · ')
      : t('workshop.labour.segments.everyVehicle', { type: t(`workshop.labour.segments.vehicleTypes.${segment.vehicleType}`) });
  };

  return (
    <Stack gap="lg">
      <SegmentSection
        kind={vehicleKind}
        workshopId={workshopId}
        canChange={canChange}
        rows={catalogue.vehicleSegments.map((segment) => ({
          id: segment.vehicleSegmentId,
          name: segment.name,
          detail: holds(segment),
          values: vehicleSegmentValuesOf(segment),
        }))}
      />
      <SegmentSection
        kind={rateKind}
        workshopId={workshopId}
        canChange={canChange}
        rows={catalogue.rateSegments.map((segment) => ({
          id: segment.rateSegmentId,
          name: segment.name,
          detail: t('workshop.labour.segments.perHour', { amount: formats.money(segment.rate, catalogue.currency) }),
          values: rateSegmentValuesOf(segment),
        }))}
      />
    </Stack>
  );
}
