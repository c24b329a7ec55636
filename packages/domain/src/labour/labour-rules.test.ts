import { describe, expect, it } from 'vitest';
import { issueEnglish } from '../rules';
import { minor } from '../shared/money';
import { ZLabourOperationBody, MAX_PROPERTY_TYPES } from './labour-fields';
import { changedAmount, labourPrice, minutesOfHours } from './labour-price';
import { segmentOfVehicle, type TVehicleSegmentRule } from './labour-segments';
import { planBulkUpdate, type TCatalogueForUpdate } from './labour-update';
import { ZBulkUpdateBody } from './labour-wire';

const SEGMENT = '0190f4a8-0000-7000-8000-000000000001';
const RATE = '0190f4a8-0000-7000-8000-000000000002';

describe('the vehicle segment of a vehicle', () => {
  const segments: (TVehicleSegmentRule & { name: string })[] = [
    { name: 'Hatchback', vehicleType: 'car', categories: ['Hatchback'], makeSegments: [] },
    { name: 'SUV', vehicleType: 'car', categories: ['SUV', 'MUV'], makeSegments: [] },
    { name: 'Luxury', vehicleType: 'car', categories: [], makeSegments: ['luxury'] },
    { name: 'Scooter', vehicleType: 'two-wheeler', categories: ['Scooter'], makeSegments: [] },
  ];
  it('is the category of its model', () => {
    expect(segmentOfVehicle(segments, { vehicleType: 'car', category: 'suv', makeSegment: 'mass' })?.name).toBe('SUV');
  });
  it("is its make's segment before its body style: a luxury SUV is luxury", () => {
    expect(segmentOfVehicle(segments, { vehicleType: 'car', category: 'SUV', makeSegment: 'luxury' })?.name).toBe('Luxury');
  });
  it('is none when no segment holds the vehicle, and never of another vehicle type', () => {
    expect(segmentOfVehicle(segments, { vehicleType: 'car', category: 'Sedan', makeSegment: 'mass' })).toBeUndefined();
    expect(segmentOfVehicle(segments, { vehicleType: 'two-wheeler', category: 'Hatchback', makeSegment: 'mass' })).toBeUndefined();
  });
});

describe('the price of an operation', () => {
  it('is its time times the hourly rate, rounded half away from zero to the minor unit', () => {
    expect(labourPrice(90, minor(60_000))).toBe(90_000);
    // 20 minutes at 100.01 an hour: 3333.666… paise
    expect(labourPrice(20, minor(10_001))).toBe(3334);
    expect(labourPrice(minutesOfHours(0.25), minor(2))).toBe(1); // 0.5 rounds up
  });
});

describe('a bulk change', () => {
  it('adds a percentage as a share in minor units, and an amount converted once', () => {
    expect(changedAmount(minor(99_999), { basis: 'percentage', value: 10 }, 'INR')).toBe(109_999);
    expect(changedAmount(minor(1_000), { basis: 'percentage', value: -12.5 }, 'INR')).toBe(875);
    expect(changedAmount(minor(1_000), { basis: 'amount', value: 2.345 }, 'BHD')).toBe(3_345);
    expect(changedAmount(minor(1_000), { basis: 'amount', value: -10.5 }, 'INR')).toBe(-50);
  });

  const catalogue: TCatalogueForUpdate = {
    rateSegments: [
      { id: 'r1', rate: minor(60_000) },
      { id: 'r2', rate: minor(100_000) },
    ],
    operations: [
      { id: 'oil', rateSegmentId: 'r1' },
      { id: 'brakes', rateSegmentId: 'r2' },
    ],
    cells: [
      { operationId: 'oil', vehicleSegmentId: 'hatch', minutes: 60, price: minor(60_000) },
      { operationId: 'oil', vehicleSegmentId: 'suv', minutes: 90, price: minor(90_000) },
      { operationId: 'brakes', vehicleSegmentId: 'hatch', minutes: 30, price: minor(50_000) },
    ],
  };

  it('over rate segments saves new rates and prices every operation on them from its time', () => {
    const plan = planBulkUpdate(catalogue, { target: 'rateSegment', ids: ['r1'], basis: 'percentage', value: 10 }, 'INR');
    expect(plan.rates).toEqual([{ rateSegmentId: 'r1', before: 60_000, after: 66_000 }]);
    expect(plan.prices.map((price) => [price.operationId, price.vehicleSegmentId, price.price, price.after])).toEqual([
      ['oil', 'hatch', 60_000, 66_000],
      ['oil', 'suv', 90_000, 99_000],
    ]);
    expect(plan.problem).toBeNull();
  });

  it('over vehicle segments or operations changes those segment values only', () => {
    const bySegment = planBulkUpdate(catalogue, { target: 'vehicleSegment', ids: ['hatch'], basis: 'amount', value: 50 }, 'INR');
    expect(bySegment.prices.map((price) => [price.operationId, price.after])).toEqual([
      ['oil', 65_000],
      ['brakes', 55_000],
    ]);
    const byOperation = planBulkUpdate(catalogue, { target: 'operation', ids: ['brakes'], basis: 'percentage', value: -50 }, 'INR');
    expect(byOperation.prices.map((price) => price.after)).toEqual([25_000]);
    expect(bySegment.rates).toEqual([]);
  });

  it('that takes a rate to zero or a price below zero cannot apply', () => {
    expect(planBulkUpdate(catalogue, { target: 'rateSegment', ids: ['r1'], basis: 'amount', value: -600 }, 'INR').problem).toBe('rateNotPositive');
    expect(planBulkUpdate(catalogue, { target: 'operation', ids: ['oil'], basis: 'amount', value: -601 }, 'INR').problem).toBe('priceNegative');
  });

  it('is a non-zero value, a percentage within 100', () => {
    const body = { target: 'operation', ids: [SEGMENT], basis: 'percentage' };
    expect(ZBulkUpdateBody.safeParse({ ...body, value: 0 }).success).toBe(false);
    expect(ZBulkUpdateBody.safeParse({ ...body, value: 101 }).success).toBe(false);
    expect(ZBulkUpdateBody.safeParse({ ...body, value: -100 }).success).toBe(true);
  });
});

describe('an operation as saved', () => {
  const valid = { name: 'Oil change', rateSegmentId: RATE, times: [{ vehicleSegmentId: SEGMENT, hours: '1.5' }] };
  const firstMessage = (body: unknown) => issueEnglish(ZLabourOperationBody.safeParse(body).error!.issues[0]!);

  it('keeps hours per segment', () => {
    expect(ZLabourOperationBody.parse(valid).times).toEqual([{ vehicleSegmentId: SEGMENT, hours: 1.5 }]);
  });
  it("refuses an empty time: 'Time for service cannot be empty'", () => {
    expect(firstMessage({ ...valid, times: [{ vehicleSegmentId: SEGMENT, hours: ' ' }] })).toBe('Time for service cannot be empty');
    expect(firstMessage({ ...valid, times: [{ vehicleSegmentId: SEGMENT, hours: null }] })).toBe('Time for service cannot be empty');
  });
  it('needs a time segment and a labour rate segment', () => {
    expect(firstMessage({ ...valid, times: [] })).toBe('at least one time segment and labour rate segment must be chosen');
    expect(firstMessage({ ...valid, rateSegmentId: null })).toBe('at least one time segment and labour rate segment must be chosen');
  });
  it(`takes at most ${MAX_PROPERTY_TYPES} custom property types, each option once`, () => {
    const properties = Array.from({ length: MAX_PROPERTY_TYPES + 1 }, (_, index) => ({ type: `Type ${index}`, options: [] }));
    expect(firstMessage({ ...valid, properties })).toBe(`At most ${MAX_PROPERTY_TYPES} custom property types`);
    expect(ZLabourOperationBody.safeParse({ ...valid, properties: properties.slice(1) }).success).toBe(true);
    expect(firstMessage({ ...valid, properties: [{ type: 'Oil grade', options: ['5W-30', '5w-30 '] }] })).toBe('option already available');
    expect(firstMessage({ ...valid, properties: [{ type: 'Grade' }, { type: 'grade' }] })).toBe('option already available');
  });
});
