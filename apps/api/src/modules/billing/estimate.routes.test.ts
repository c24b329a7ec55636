import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEstimate, TEstimateLineBody, TEstimateSuggestion, TJobCard, TStaffSession } from '@servicebay/domain';
import { customerWithBooking } from '../../../test/booking-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { openWalkIn, workshopStep } from '../../../test/job-card-factories';
import { asStaff, demoStaff, staffWithRole } from '../../../test/staff-factories';

let t: TestApp;
let owner: TStaffSession;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await demoStaff(t.app, 'servicebay', 'owner');
});
afterAll(() => t.close());

type Answer = { statusCode: number; body: string; json: () => unknown };
const estimateOf = (answer: Answer) => {
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: TEstimate }).data;
};
const errorOf = (answer: Answer) => (answer.json() as { error: { code: string; message: string; field?: string } }).error;

/** The estimate's routes of one card, called by `session` of `brand`. */
function estimateApi(brand: string, session: TStaffSession, workshopId: string, jobCardId: string) {
  const base = `/api/staff/workshops/${workshopId}/job-cards/${jobCardId}/estimate`;
  const call = asStaff(t.app, brand, session);
  return {
    get: () => call({ method: 'GET', url: base }),
    add: (line: TEstimateLineBody) => call({ method: 'POST', url: `${base}/lines`, payload: line }),
    change: (lineId: string, line: TEstimateLineBody) => call({ method: 'PUT', url: `${base}/lines/${lineId}`, payload: line }),
    remove: (lineId: string) => call({ method: 'DELETE', url: `${base}/lines/${lineId}` }),
    addService: (serviceId: string, addOnIds: string[] = []) => call({ method: 'POST', url: `${base}/services`, payload: { serviceId, addOnIds } }),
    suggestions: (search: string) => call({ method: 'GET', url: `${base}/suggestions?search=${encodeURIComponent(search)}` }),
  };
}

const plate = () => `KA${randomInt(10, 100)}MX${randomInt(1000, 10_000)}`;
async function walkIn(brand = 'servicebay', session = owner) {
  const workshopId = session.staff.workshops[0]!.workshopId;
  const { card } = await openWalkIn(t.app, { brand, session, workshopId, plate: brand === 'servicebay' ? plate() : String(randomInt(100_000, 1_000_000)) });
  return { card, api: estimateApi(brand, session, workshopId, card.jobCardId), workshopId };
}

const pads: TEstimateLineBody = {
  kind: 'part',
  name: 'Brake pad set',
  partNo: 'BP-2291',
  quantity: 2,
  unitPrice: 1250,
  discountPercentage: 10,
  taxPercentage: 18,
  hsnSac: '87083000',
};

describe("a job card's estimate lines (issue 27 part 1; workshop spec sections 3 and 5)", () => {
  it("opens with the booking's services, at the prices booked with tax, approved by the booking", async () => {
    const shopper = await customerWithBooking(t.app, 'servicebay');
    const booking = await shopper.booking();
    const accepted = await workshopStep(t.app, 'servicebay', booking.bookingId, 'Confirmed');
    const card = (accepted!.json() as { data: TJobCard }).data;
    const estimate = estimateOf(await estimateApi('servicebay', owner, booking.workshopId, card.jobCardId).get());
    const item = booking.items[0]!;
    expect(estimate.lines).toHaveLength(1);
    expect(estimate.lines[0]).toMatchObject({
      name: item.service.displayName,
      kind: 'labour',
      source: 'booking',
      approval: 'approved',
      serviceId: item.serviceId,
      taxPercentage: 18,
    });
    // The menu's price is with GST: before tax and its 18 % it comes back to the booked price, to the paisa.
    expect(estimate.lines[0]!.total).toBeCloseTo(item.pricing.amount, 2);
    expect(estimate).toMatchObject({ market: 'IN', currency: 'INR', taxRegime: 'GST', canChange: true, standardTaxPercentage: 18 });
    // Read again, the lines are not added twice.
    expect(estimateOf(await estimateApi('servicebay', owner, booking.workshopId, card.jobCardId).get()).lines).toHaveLength(1);
  });

  it('adds a part with its tax per line and totals, by hand: 2 x ₹1,250 less 10 % at 18 % GST within the state', async () => {
    const { api } = await walkIn();
    expect(estimateOf(await api.get())).toMatchObject({ lines: [], totals: { grandTotal: 0 } });
    const estimate = estimateOf(await api.add(pads));
    expect(estimate.lines[0]).toMatchObject({
      name: 'Brake pad set',
      quantityPrice: 2500,
      discount: 250,
      taxableValue: 2250,
      taxes: [
        { kind: 'CGST', percentage: 9, amount: 202.5 },
        { kind: 'SGST', percentage: 9, amount: 202.5 },
      ],
      tax: 405,
      total: 2655,
      approval: 'pending',
      source: 'manual',
    });
    expect(estimate.totals).toMatchObject({
      partsTotal: 2500,
      labourTotal: 0,
      discountTotal: 250,
      subtotalBeforeTax: 2250,
      taxTotal: 405,
      grandTotal: 2655,
      roundOff: 0,
    });
  });

  it("refuses the same part twice, by its number whatever its spacing or case: 'increase quantity instead'", async () => {
    const { api } = await walkIn();
    estimateOf(await api.add(pads));
    const again = await api.add({ ...pads, name: 'Pads, front', partNo: 'bp 2291' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'billing/duplicate-part', message: 'This part is already on the job card: increase its quantity instead' });
    // Labour of the same name is not a part: it may come twice (two wheels aligned on two visits).
    const labour: TEstimateLineBody = { kind: 'labour', name: 'Wheel alignment', quantity: 1, unitPrice: 600, taxPercentage: 18, labourKind: 'rAndR' };
    estimateOf(await api.add(labour));
    expect(estimateOf(await api.add(labour)).lines).toHaveLength(3);
  });

  it("answers the spec's rules at their fields, and keeps what was saved", async () => {
    const { api } = await walkIn();
    estimateOf(await api.add(pads));
    const cases: [Partial<TEstimateLineBody>, string, string][] = [
      [{ quantity: 0 }, 'quantity', 'Quantity should be greater than zero'],
      [{ unitPrice: 0 }, 'unitPrice', 'Part price should be greater than zero'],
      [{ discountPercentage: null, discount: 2600 }, 'discount', 'Discount should not be more than the quantity price'],
      [{ discountPercentage: 120 }, 'discountPercentage', 'Percentage should be at most 100'],
      [{ insurancePayable: 2600, discountPercentage: null }, 'insurancePayable', 'Insurance payable should not be more than the item total without tax'],
      [{ taxPercentage: 12 }, 'taxPercentage', 'This tax rate is not used here: choose one of 0 %, 5 %, 18 %, 40 %'],
      [{ unitPrice: 12.345 }, 'unitPrice', 'Enter an amount with at most 2 decimals'],
      [{ name: '' }, 'name', 'This field is required'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await api.add({ ...pads, partNo: `X-${field}`, ...change });
      expect(answer.statusCode, `${field}: ${answer.body}`).toBe(400);
      expect(errorOf(answer), field).toMatchObject({ message });
      expect(JSON.stringify(errorOf(answer)), field).toContain(field);
    }
    expect(estimateOf(await api.get()).lines.map((line) => line.name)).toEqual(['Brake pad set']);
  });

  it('changes a line, which goes back to the customer only when it changed; removes a line', async () => {
    const shopper = await customerWithBooking(t.app, 'servicebay');
    const booking = await shopper.booking();
    const card = ((await workshopStep(t.app, 'servicebay', booking.bookingId, 'Confirmed'))!.json() as { data: TJobCard }).data;
    const api = estimateApi('servicebay', owner, booking.workshopId, card.jobCardId);
    const [booked] = estimateOf(await api.get()).lines;
    const same: TEstimateLineBody = { kind: 'labour', name: booked!.name, quantity: 1, unitPrice: booked!.unitPrice, taxPercentage: 18 };
    expect(estimateOf(await api.change(booked!.lineId, same)).lines[0]!.approval).toBe('approved');
    const dearer = estimateOf(await api.change(booked!.lineId, { ...same, unitPrice: booked!.unitPrice + 500 }));
    expect(dearer.lines[0]).toMatchObject({ approval: 'pending', unitPrice: booked!.unitPrice + 500 });
    expect(estimateOf(await api.remove(booked!.lineId)).lines).toEqual([]);
    expect((await api.remove(booked!.lineId)).statusCode).toBe(404);
  });

  it('keeps fils in Bahrain: 3 x 4.125 BD at 10 % VAT', async () => {
    const pearlOwner = await demoStaff(t.app, 'pearl', 'owner');
    const { api } = await walkIn('pearl', pearlOwner);
    const estimate = estimateOf(await api.add({ kind: 'part', name: 'Oil filter', quantity: 3, unitPrice: 4.125, taxPercentage: 10 }));
    expect(estimate).toMatchObject({ market: 'BH', currency: 'BHD', taxRegime: 'VAT', standardTaxPercentage: 10 });
    expect(estimate.totals).toMatchObject({ subtotalBeforeTax: 12.375, taxTotal: 1.238, grandTotal: 13.613, taxes: [{ kind: 'VAT', amount: 1.238 }] });
  });

  it('finds menu services for the vehicle and parts used here, and adds a service in one action', async () => {
    const { api } = await walkIn();
    estimateOf(await api.add({ ...pads, partNo: 'ZQ-5521', name: 'Zircon clutch plate' }));
    const { api: next } = await walkIn();
    const parts = (await next.suggestions('zircon')).json() as { data: TEstimateSuggestion[] };
    expect(parts.data).toContainEqual(
      expect.objectContaining({ source: 'part', name: 'Zircon clutch plate', partNo: 'ZQ-5521', unitPrice: 1250, taxPercentage: 18 }),
    );

    // The menu's services for the card's vehicle whose name has 'service' in it, priced before tax.
    const found = ((await next.suggestions('SERVICE')).json() as { data: TEstimateSuggestion[] }).data.filter((each) => each.source === 'menu');
    expect(found.length).toBeGreaterThan(0);
    for (const each of found) expect(each.name.toLowerCase()).toContain('service');
    const service = found.find((each) => each.unitPrice !== null)!;
    expect(service).toMatchObject({ kind: 'labour', taxPercentage: 18 });
    const added = estimateOf(await next.addService(service.serviceId!));
    // The line keeps the menu's price before tax, as the suggestion showed it.
    expect(added.lines[0]).toMatchObject({
      name: service.name,
      source: 'menu',
      serviceId: service.serviceId,
      approval: 'pending',
      unitPrice: service.unitPrice,
    });
    expect(errorOf(await next.addService('00000000-0000-4000-8000-000000000000')).code).toBe('resource/not-found');
  });

  it('reads, but does not change, for a role that only reads estimates; is closed once the card is billed', async () => {
    const { card, api, workshopId } = await walkIn();
    const { session: surveyor } = await staffWithRole(t.app, 'servicebay', 'surveyor', workshopId);
    const asSurveyor = estimateApi('servicebay', surveyor, workshopId, card.jobCardId);
    expect(estimateOf(await asSurveyor.get()).canChange).toBe(false);
    expect((await asSurveyor.add(pads)).statusCode).toBe(403);

    const shopper = await customerWithBooking(t.app, 'servicebay');
    const booking = await shopper.booking();
    const billed = ((await workshopStep(t.app, 'servicebay', booking.bookingId, 'Invoice'))!.json() as { data: TJobCard }).data;
    const closed = estimateApi('servicebay', owner, booking.workshopId, billed.jobCardId);
    expect(estimateOf(await closed.get()).canChange).toBe(false);
    expect(errorOf(await closed.add(pads)).code).toBe('billing/estimate-closed');
    expect(api).toBeDefined();
  });

  it('gives one line when two desks add the same part at once', async () => {
    const { api } = await walkIn();
    const answers = await Promise.all([api.add(pads), api.add(pads), api.add(pads)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(estimateOf(await api.get()).lines).toHaveLength(1);
  });
});
