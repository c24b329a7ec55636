import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEfficiencyReport, TEstimate, TInvoice, TJobCardClocks, TStaffSession } from '@servicebay/domain';
import { dataOf, errorOf, indianPlate, labour, pads, walkInWith } from '../../../test/billing-factories';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { asStaff, demoStaff, staffWithRole } from '../../../test/staff-factories';

const BRAND = 'servicebay';
const MINUTE = 60 * 1000;
let t: TestApp;
let workshopId: string;
beforeAll(async () => {
  t = await buildTestApp();
  workshopId = (await demoStaff(t.app, BRAND, 'manager')).staff.workshops[0]!.workshopId;
});
afterAll(() => t.close());

/** A walk-in's card at the workshop with a labour line (1 hour) and a part line, and its lines' ids. */
async function cardWithLabour() {
  const owner = await demoStaff(t.app, BRAND, 'owner');
  const workshopIndex = owner.staff.workshops.findIndex((each) => each.workshopId === workshopId);
  const job = await walkInWith(t.app, {
    brand: BRAND,
    session: owner,
    lines: [labour, { ...labour, name: 'Wheel alignment' }, pads],
    plate: indianPlate(),
    workshopIndex,
  });
  const { lines } = dataOf<TEstimate>(await job.call('GET', '/estimate'));
  return { job, labourLineId: lines[0]!.lineId, secondLabourLineId: lines[1]!.lineId, partLineId: lines[2]!.lineId };
}

/** A technician of the workshop whose session is taken afresh on each call (the tests move the clock on past a token's life). */
async function technician() {
  const { member, password } = await staffWithRole(t.app, BRAND, 'technician', workshopId);
  const session = async () =>
    dataOf<TStaffSession>(await onBrand(t.app, BRAND)({ method: 'POST', url: '/api/staff/sign-in', payload: { username: member.username, password } }));
  const clockOn = async (jobCardId: string, lineId: string, action: string, at = workshopId) =>
    asStaff(
      t.app,
      BRAND,
      await session(),
    )({ method: 'POST', url: `/api/staff/workshops/${at}/job-cards/${jobCardId}/lines/${lineId}/clock`, payload: { action } });
  return { staffId: member.staffId, session, clockOn };
}

describe('job clocks on labour lines (issue 29 part 3)', () => {
  it('start, pause, resume and stop, counting the worked time; any other step is refused', async () => {
    const { job, labourLineId } = await cardWithLabour();
    const tech = await technician();
    const jobCardId = job.card.jobCardId;
    expect(errorOf(await tech.clockOn(jobCardId, labourLineId, 'pause'))).toMatchObject({
      code: 'timeClock/step-not-allowed',
      message: 'This job clock step is not allowed now',
    });
    const started = dataOf<TJobCardClocks>(await tech.clockOn(jobCardId, labourLineId, 'start'));
    expect(started.lines.map((line) => [line.name, line.hours])).toEqual([
      ['Brake service', 1],
      ['Wheel alignment', 1],
    ]);
    expect(started.clocks).toHaveLength(1);
    expect(started.clocks[0]).toMatchObject({ lineId: labourLineId, staffId: tech.staffId, status: 'running', workedSeconds: 0, staffName: 'Test technician' });
    expect(started.myRunningClock?.jobClockId).toBe(started.clocks[0]!.jobClockId);
    expect(errorOf(await tech.clockOn(jobCardId, labourLineId, 'start')).code).toBe('timeClock/step-not-allowed');

    t.clock.advance(30 * MINUTE);
    expect(dataOf<TJobCardClocks>(await tech.clockOn(jobCardId, labourLineId, 'pause')).clocks[0]).toMatchObject({
      status: 'paused',
      runningSince: null,
      workedSeconds: 1800,
    });
    t.clock.advance(60 * MINUTE);
    expect(dataOf<TJobCardClocks>(await tech.clockOn(jobCardId, labourLineId, 'resume')).clocks[0]).toMatchObject({ status: 'running', workedSeconds: 1800 });
    t.clock.advance(15 * MINUTE);
    const stopped = dataOf<TJobCardClocks>(await tech.clockOn(jobCardId, labourLineId, 'stop'));
    expect(stopped.clocks[0]).toMatchObject({ status: 'stopped', workedSeconds: 2700 });
    expect(stopped.myRunningClock).toBeNull();
    expect(errorOf(await tech.clockOn(jobCardId, labourLineId, 'resume')).code).toBe('timeClock/step-not-allowed');
    // A stopped clock is done; starting again opens another.
    expect(dataOf<TJobCardClocks>(await tech.clockOn(jobCardId, labourLineId, 'start')).clocks).toHaveLength(2);
  });

  it('runs one clock per technician: a second start is refused with a clear message, and two starts at once give one', async () => {
    const { job, labourLineId, secondLabourLineId } = await cardWithLabour();
    const jobCardId = job.card.jobCardId;
    const tech = await technician();
    dataOf(await tech.clockOn(jobCardId, labourLineId, 'start'));
    const second = await tech.clockOn(jobCardId, secondLabourLineId, 'start');
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)).toMatchObject({
      code: 'timeClock/clock-running',
      message: 'You already have a job clock running. Pause or stop it before starting another',
    });
    // Paused, the first lets the second run; resuming the first is then refused in its turn.
    dataOf(await tech.clockOn(jobCardId, labourLineId, 'pause'));
    dataOf(await tech.clockOn(jobCardId, secondLabourLineId, 'start'));
    expect(errorOf(await tech.clockOn(jobCardId, labourLineId, 'resume')).code).toBe('timeClock/clock-running');

    const racer = await technician();
    const answers = await Promise.all([racer.clockOn(jobCardId, labourLineId, 'start'), racer.clockOn(jobCardId, secondLabourLineId, 'start')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(errorOf(answers.find((answer) => answer.statusCode === 409)!).code).toBe('timeClock/clock-running');
  });

  it('runs only on a labour line of an open job card of the workshop', async () => {
    const { job, labourLineId, partLineId } = await cardWithLabour();
    const other = await cardWithLabour();
    const tech = await technician();
    const jobCardId = job.card.jobCardId;
    expect(errorOf(await tech.clockOn(jobCardId, partLineId, 'start'))).toMatchObject({
      code: 'timeClock/not-labour',
      message: 'Job clocks run on labour lines only',
    });
    expect((await tech.clockOn(jobCardId, other.labourLineId, 'start')).statusCode).toBe(404);
    dataOf(await tech.clockOn(jobCardId, labourLineId, 'start'));
    dataOf(await job.call('POST', '/status', { status: 'cancelled', remarks: 'Customer left' }));
    // A running clock can still be stopped on a closed card, but none starts there.
    dataOf(await tech.clockOn(jobCardId, labourLineId, 'stop'));
    expect(errorOf(await tech.clockOn(jobCardId, labourLineId, 'start'))).toMatchObject({
      code: 'timeClock/card-closed',
      message: 'Job clocks run only on an open job card',
    });
  });

  it('another workshop or brand can neither read nor change a card’s clocks', async () => {
    const { job, labourLineId } = await cardWithLabour();
    const jobCardId = job.card.jobCardId;
    const owner = await demoStaff(t.app, BRAND, 'owner');
    const secondWorkshop = owner.staff.workshops.find((each) => each.workshopId !== workshopId)!.workshopId;
    const tech = await technician();
    expect((await tech.clockOn(jobCardId, labourLineId, 'start', secondWorkshop)).statusCode).toBe(404);
    // The owner works at both: the card is not the second workshop's.
    const atSecond = asStaff(t.app, BRAND, owner);
    expect((await atSecond({ method: 'GET', url: `/api/staff/workshops/${secondWorkshop}/job-cards/${jobCardId}/job-clocks` })).statusCode).toBe(404);
    expect(
      (
        await atSecond({
          method: 'POST',
          url: `/api/staff/workshops/${secondWorkshop}/job-cards/${jobCardId}/lines/${labourLineId}/clock`,
          payload: { action: 'start' },
        })
      ).statusCode,
    ).toBe(404);
    const deccan = asStaff(t.app, 'deccan', await demoStaff(t.app, 'deccan', 'owner'));
    expect((await deccan({ method: 'GET', url: `/api/staff/workshops/${workshopId}/job-cards/${jobCardId}/job-clocks` })).statusCode).toBe(404);
  });

  it('sets the labour hours billed on the tax invoice against the hours clocked, per technician and day', async () => {
    const { job, labourLineId } = await cardWithLabour();
    const jobCardId = job.card.jobCardId;
    const tech = await technician();
    await job.approveAll();
    await job.readyForDelivery();
    dataOf(await tech.clockOn(jobCardId, labourLineId, 'start'));
    t.clock.advance(40 * MINUTE);
    dataOf(await tech.clockOn(jobCardId, labourLineId, 'stop'));
    // The desk's session has lapsed while the clock ran: the owner signs in again to invoice.
    const desk = asStaff(t.app, BRAND, await demoStaff(t.app, BRAND, 'owner'));
    const invoice = dataOf<TInvoice>(await desk({ method: 'POST', url: `/api${job.cardPath}/invoices`, payload: {} }));

    const manager = asStaff(t.app, BRAND, await demoStaff(t.app, BRAND, 'manager'));
    const report = dataOf<TEfficiencyReport>(
      await manager({ method: 'GET', url: `/api/staff/workshops/${workshopId}/reports/technician-efficiency?from=${invoice.day}&to=${invoice.day}` }),
    );
    // 1 hour billed (the line's quantity) for 40 minutes clocked: 150 %.
    expect(report.rows.filter((row) => row.staffId === tech.staffId)).toEqual([
      { staffId: tech.staffId, name: 'Test technician', date: invoice.day, billedHours: 1, clockedHours: 0.67, efficiencyPercent: 149 },
    ]);
    const techAsker = asStaff(t.app, BRAND, await tech.session());
    expect(
      (await techAsker({ method: 'GET', url: `/api/staff/workshops/${workshopId}/reports/technician-efficiency?from=${invoice.day}&to=${invoice.day}` }))
        .statusCode,
    ).toBe(403);
  });
});
