import {
  ZRateSegmentBody,
  ZVehicleSegmentBody,
  type TLabourCatalogue,
  type TMakeSegment,
  type TRateSegmentBody,
  type TVehicleSegmentBody,
  type TVehicleType,
} from '@servicebay/domain';
import type { DomainRules } from '@servicebay/ui';

/** A vehicle segment as typed: its model categories one text, comma-separated, as the desk types them. */
export type VehicleSegmentValues = { name: string; vehicleType: TVehicleType; categories: string; makeSegments: TMakeSegment[] };
/** A rate segment as typed: the rate as text, read by the domain's rate rule. */
export type RateSegmentValues = { name: string; rate: string };

const listOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export const newVehicleSegment = (): VehicleSegmentValues => ({ name: '', vehicleType: 'car', categories: '', makeSegments: [] });

export const vehicleSegmentValuesOf = (segment: TLabourCatalogue['vehicleSegments'][number]): VehicleSegmentValues => ({
  name: segment.name,
  vehicleType: segment.vehicleType,
  categories: segment.categories.join(', '),
  makeSegments: [...segment.makeSegments],
});

export const newRateSegment = (): RateSegmentValues => ({ name: '', rate: '' });

export const rateSegmentValuesOf = (segment: TLabourCatalogue['rateSegments'][number]): RateSegmentValues => ({
  name: segment.name,
  rate: String(segment.rate),
});

/** The API's own schemas, so the dialog refuses what the server would, with the same messages. */
export const vehicleSegmentRules: DomainRules<VehicleSegmentValues, TVehicleSegmentBody> = {
  schema: ZVehicleSegmentBody,
  toInput: (values) => ({ ...values, categories: listOf(values.categories) }),
  // A category's issue ('categories.2') is shown at the one field they are typed in.
  fieldOf: (path) => (typeof path[0] === 'string' ? path[0] : undefined),
};

export const rateSegmentRules: DomainRules<RateSegmentValues, TRateSegmentBody> = { schema: ZRateSegmentBody };
