import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PROPERTY_TYPES, type TBulkUpdatePreview, type TEstimate, type TLabourCatalogue, type TLabourChange, type TStaffSession } from '@servicebay/domain';
import { dataOf, errorOf, indianPlate, walkInWith } from '../../../test/billing-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { labourDeskAt, labourName } from '../../../test/labour-factories';
import { demoStaff } from '../../../test/staff-factories';

let t: TestApp;
let owner: TStaffSession;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await demoStaff(t.app, 'servicebay', 'owner');
});
afterAll(() => t.close());

const priceOf = (catalogue: TLabourCatalogue, operationId: string, vehicleSegmentId: string) =>
  catalogue.operations.find((operation) => operation.operationId === operationId)!.cells.find((cell) => cell.vehicleSegmentId === vehicleSegmentId)?.price;

describe('labour pricing catalogue (issue 29 part 4)', () => {
  it("prices an operation per vehicle segment as its time times its rate segment's rate, and again when the rate is saved", async () => {
    const desk = labourDeskAt(t.app, 'servicebay', owner);
    const { catalogue, operationId, vehicleSegmentId, rateSegmentId } = await desk.small({ rate: 600, hours: 1.5 });
    expect(priceOf(catalogue, operationId, vehicleSegmentId)).toBe(900);
    const saved = dataOf<TLabourCatalogue>(await desk.call('PUT', `/rate-segments/${rateSegmentId}`, { name: labourName('General'), rate: 700.01 }));
    // 1.5 h at 700.01: 1,050.015 rounds half away from zero to 1,050.02
    expect(priceOf(saved, operationId, vehicleSegmentId)).toBe(1050.02);
    expect(dataOf<TLabourCatalogue>(await desk.call('GET', '')).operations.map((operation) => operation.operationId)).toContain(operationId);
  });

  it("refuses the spec's cases with its messages", async () => {
    const desk = labourDeskAt(t.app, 'servicebay', owner);
    const { vehicleSegmentId, rateSegmentId } = await desk.small();
    const operation = { name: labourName('Wheel alignment'), rateSegmentId, times: [{ vehicleSegmentId, hours: 1 }] };
    const refusal = async (body: object) => errorOf(await desk.call('POST', '/operations', body)).message;
    expect(await refusal({ ...operation, times: [{ vehicleSegmentId, hours: '' }] })).toBe('Time for service cannot be empty');
    expect(await refusal({ ...operation, times: [] })).toBe('at least one time segment and labour rate segment must be chosen');
    expect(await refusal({ ...operation, rateSegmentId: null })).toBe('at least one time segment and labour rate segment must be chosen');
    const properties = Array.from({ length: MAX_PROPERTY_TYPES + 1 }, (_, index) => ({ type: `Type ${index}`, options: [] }));
    expect(await refusal({ ...operation, properties })).toBe(`At most ${MAX_PROPERTY_TYPES} custom property types`);
    expect(await refusal({ ...operation, properties: [{ type: 'Oil grade', options: ['5W-30', '5w-30'] }] })).toBe('option already available');
    expect((await desk.call('POST', '/operations', { ...operation, properties: properties.slice(1) })).statusCode).toBe(200);
    expect(errorOf(await desk.call('POST', '/operations', { ...operation, name: operation.name.toUpperCase() })).code).toBe('labour/duplicate-name');
    expect(errorOf(await desk.call('DELETE', `/rate-segments/${rateSegmentId}`)).code).toBe('labour/in-use');
  });
});

describe("the estimate editor's labour from the catalogue (issue 29 part 4)", () => {
  it("adds operations as labour lines in one action, priced before tax for the card's vehicle's segment", async () => {
    const job = await walkInWith(t.app, { brand: 'servicebay', session: owner, lines: [], plate: indianPlate() });
    const desk = labourDeskAt(t.app, 'servicebay', owner, job.workshopId);
    // The demo walk-in's vehicle is the catalogue's first make's (a two-wheeler).
    const { operationId, catalogue } = await desk.small({ rate: 600, hours: 1.5, vehicleType: 'two-wheeler' });
    const estimate = dataOf<TEstimate>(await job.call('POST', '/estimate/labour', { operationIds: [operationId] }));
    const name = catalogue.operations.find((operation) => operation.operationId === operationId)!.name;
    expect(estimate.lines.find((line) => line.name === name)).toMatchObject({ kind: 'labour', unitPrice: 900, quantity: 1 });
    const carOnly = await desk.small({ vehicleType: 'car' });
    expect(errorOf(await job.call('POST', '/estimate/labour', { operationIds: [carOnly.operationId] })).code).toBe('labour/not-priced');
  });
});

describe('labour price update in bulk (issue 29 part 5)', () => {
  it('previews each price before and after, then applies the same in one go and keeps who, when and what', async () => {
    const desk = labourDeskAt(t.app, 'servicebay', owner);
    const { operationId, vehicleSegmentId, rateSegmentId } = await desk.small({ rate: 600, hours: 1 });
    const update = { target: 'operation', ids: [operationId], basis: 'percentage', value: 12.5 };
    const preview = dataOf<TBulkUpdatePreview>(await desk.call('POST', '/updates/preview', update));
    expect(preview.prices).toEqual([expect.objectContaining({ operationId, vehicleSegmentId, before: 600, after: 675 })]);
    expect(priceOf(dataOf(await desk.call('GET', '')), operationId, vehicleSegmentId)).toBe(600);

    const applied = dataOf<TLabourChange>(await desk.call('POST', '/updates', update));
    expect(applied).toMatchObject({ target: 'operation', basis: 'percentage', value: 12.5, prices: preview.prices });
    expect(applied.staffName).not.toBe('');
    expect(priceOf(dataOf(await desk.call('GET', '')), operationId, vehicleSegmentId)).toBe(675);

    const byRate = dataOf<TLabourChange>(await desk.call('POST', '/updates', { target: 'rateSegment', ids: [rateSegmentId], basis: 'amount', value: 60 }));
    expect(byRate.rates).toEqual([expect.objectContaining({ rateSegmentId, before: 600, after: 660 })]);
    // A new rate prices its operations again from their times.
    expect(priceOf(dataOf(await desk.call('GET', '')), operationId, vehicleSegmentId)).toBe(660);
    const history = dataOf<TLabourChange[]>(await desk.call('GET', '/updates'));
    expect(history.slice(0, 2).map((change) => change.changeId)).toEqual([byRate.changeId, applied.changeId]);
  });

  it("fails with the spec's messages, and changes nothing", async () => {
    const desk = labourDeskAt(t.app, 'servicebay', owner);
    const { operationId, vehicleSegmentId, rateSegmentId } = await desk.small({ rate: 600, hours: 1 });
    const rateToZero = { target: 'rateSegment', ids: [rateSegmentId], basis: 'amount', value: -600 };
    expect(dataOf<TBulkUpdatePreview>(await desk.call('POST', '/updates/preview', rateToZero)).problem).toBe('labour/rate-not-saved');
    expect(errorOf(await desk.call('POST', '/updates', rateToZero)).message).toBe('Problem in saving Labour Rate');
    const belowZero = { target: 'vehicleSegment', ids: [vehicleSegmentId], basis: 'amount', value: -601 };
    expect(errorOf(await desk.call('POST', '/updates', belowZero)).message).toBe('There is problem in updating segment values');
    expect(priceOf(dataOf(await desk.call('GET', '')), operationId, vehicleSegmentId)).toBe(600);
  });
});

describe("another workshop's staff", () => {
  it('can neither read nor change this catalogue', async () => {
    const desk = labourDeskAt(t.app, 'servicebay', owner);
    const { operationId } = await desk.small();
    const stranger = await demoStaff(t.app, 'deccan', 'owner');
    const theirs = labourDeskAt(t.app, 'deccan', stranger, desk.workshopId);
    expect((await theirs.call('GET', '')).statusCode).toBe(404);
    expect((await theirs.call('POST', '/updates', { target: 'operation', ids: [operationId], basis: 'percentage', value: 10 })).statusCode).toBe(404);
    // At their own workshop, this workshop's operation is not theirs to change.
    const own = labourDeskAt(t.app, 'deccan', stranger);
    expect(errorOf(await own.call('POST', '/updates', { target: 'operation', ids: [operationId], basis: 'percentage', value: 10 })).code).toBe(
      'labour/segment-values-not-updated',
    );
    expect((await own.call('DELETE', `/operations/${operationId}`)).statusCode).toBe(404);
  });
});
