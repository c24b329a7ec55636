import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { majorOf, minorOf, type TBooking, type TInboxBooking, type TJobBoard, type TJobCard, type TStaffSession } from '@servicebay/domain';
import { customerWithBooking } from '../../../test/booking-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { deskMove, type DeskCall } from '../../../test/desk-handover';
import { A_PICKUP } from '../../../test/job-card-factories';
import { asStaff, demoStaff, staffWithRole } from '../../../test/staff-factories';

let t: TestApp;
let owner: TStaffSession;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await demoStaff(t.app, BRAND, 'owner');
});
afterAll(() => t.close());

const BRAND = 'servicebay';
const errorOf = (answer: { json: () => unknown }) => (answer.json() as { error: { code: string; message: string } }).error;

/** A customer's booking (their own visit, or pickup and drop), and the workshop it waits at. */
async function waitingBooking({ isPickupRequired = false } = {}) {
  const shopper = await customerWithBooking(t.app, BRAND, undefined, { isPickupRequired });
  const booking = await shopper.booking();
  return { shopper, booking, base: `/api/staff/workshops/${booking.workshopId}` };
}

const as = (session: TStaffSession) => asStaff(t.app, BRAND, session);
const move = (session: TStaffSession, base: string, jobCardId: string, body: object) =>
  as(session)({ method: 'POST', url: `${base}/job-cards/${jobCardId}/status`, payload: body });
const done = (booking: TBooking) => booking.events.filter((event) => event.updatedAt !== null).map((event) => event.name);

describe('the bookings inbox (issue 11, part 6)', () => {
  it("lists the customer's booking; accepting opens its job card and confirms the booking", async () => {
    const { shopper, booking, base } = await waitingBooking();
    const inbox = (await as(owner)({ method: 'GET', url: `${base}/bookings` })).json().data as TInboxBooking[];
    const waiting = inbox.find((entry) => entry.bookingId === booking.bookingId);
    expect(waiting).toMatchObject({ bookingCode: booking.bookingCode, services: [expect.any(String)], isPickupRequired: false });
    expect(waiting!.vehicleLabel).not.toBe('');

    const accepted = await as(owner)({ method: 'POST', url: `${base}/bookings/${booking.bookingId}/accept` });
    expect(accepted.statusCode).toBe(200);
    const card = accepted.json().data as TJobCard;
    expect(card).toMatchObject({
      status: 'confirmed',
      bookingId: booking.bookingId,
      bookingCode: booking.bookingCode,
      jobCardNo: expect.stringMatching(/^JC-\d{6}$/),
    });
    expect(card.steps.map((step) => step.status)).toEqual(['confirmed']);
    expect(done(await shopper.booking())).toEqual(['Booked', 'Confirmed']);
    const after = (await as(owner)({ method: 'GET', url: `${base}/bookings` })).json().data as TInboxBooking[];
    expect(after.map((entry) => entry.bookingId)).not.toContain(booking.bookingId);
    // Accepted once: again is refused.
    expect(errorOf(await as(owner)({ method: 'POST', url: `${base}/bookings/${booking.bookingId}/accept` })).code).toBe('jobCards/booking-not-waiting');
  });

  it("shows a Bahraini booking's total in dinars to the fils, as the customer's bill reads it (three decimals)", async () => {
    const shopper = await customerWithBooking(t.app, 'pearl');
    const booking = await shopper.booking();
    expect(booking.estimate.currency).toBe('BHD');
    const pearlOwner = await demoStaff(t.app, 'pearl', 'owner');
    const inbox = (await asStaff(t.app, 'pearl', pearlOwner)({ method: 'GET', url: `/api/staff/workshops/${booking.workshopId}/bookings` })).json()
      .data as TInboxBooking[];
    const waiting = inbox.find((entry) => entry.bookingId === booking.bookingId);
    const payable = majorOf(minorOf(booking.estimate.totalEstimated, 'BHD') - minorOf(booking.estimate.discount, 'BHD'), 'BHD');
    expect(payable).toBeGreaterThan(0);
    expect(waiting).toMatchObject({ currency: 'BHD', totalEstimated: payable });
  });

  it('rejecting cancels the booking with the remarks the customer reads', async () => {
    const { shopper, booking, base } = await waitingBooking();
    expect(
      (await as(owner)({ method: 'POST', url: `${base}/bookings/${booking.bookingId}/reject`, payload: { remarks: 'No bay free that day' } })).statusCode,
    ).toBe(200);
    expect(await shopper.booking()).toMatchObject({ status: 'Cancelled', remarks: 'No bay free that day' });
  });
});

describe('a job card through its statuses (workshop spec section 4; ARCHITECTURE.md section 7)', () => {
  it("moves from pickup to delivery, each step on the customer's timeline, and is refused any move not in its table", async () => {
    const { shopper, booking, base } = await waitingBooking({ isPickupRequired: true });
    const card = (await as(owner)({ method: 'POST', url: `${base}/bookings/${booking.bookingId}/accept` })).json().data as TJobCard;
    const technician = (await staffWithRole(t.app, BRAND, 'technician', booking.workshopId!)).session;
    const cashier = (await staffWithRole(t.app, BRAND, 'cashier', booking.workshopId!)).session;

    const skipped = await move(owner, base, card.jobCardId, { status: 'readyForDelivery' });
    expect(skipped.statusCode).toBe(409);
    expect(errorOf(skipped)).toMatchObject({ code: 'jobCards/step-not-allowed', message: 'This step is not allowed now' });
    expect(errorOf(await move(owner, base, card.jobCardId, { status: 'pickupScheduled' })).code).toBe('jobCards/driver-required');
    expect((await move(owner, base, card.jobCardId, { status: 'pickupScheduled', pickup: A_PICKUP })).json().data.pickup).toEqual(A_PICKUP);
    expect((await move(owner, base, card.jobCardId, { status: 'pickedUp' })).statusCode).toBe(200);
    expect(done(await shopper.booking())).toContain('Picked Up');
    const inside = (await move(owner, base, card.jobCardId, { status: 'inWorkshop' })).json().data as TJobCard;
    expect(inside.inAt).not.toBeNull();
    // The state machine's roles: a technician starts the work, a cashier may not.
    expect((await move(cashier, base, card.jobCardId, { status: 'workInProgress' })).statusCode).toBe(403);
    const working = (await move(technician, base, card.jobCardId, { status: 'workInProgress' })).json().data as TJobCard;
    // What the technician may do next; cancelling is the advisor's.
    expect(working.nextStatuses.sort()).toEqual(['readyForDelivery', 'sparesPending']);
    expect((await move(technician, base, card.jobCardId, { status: 'readyForDelivery' })).statusCode).toBe(200);
    // The vehicle leaves invoiced and paid (issue 27 part 5): not straight from Ready for Delivery.
    expect(errorOf(await move(owner, base, card.jobCardId, { status: 'delivered' })).code).toBe('jobCards/step-not-allowed');
    const desk: DeskCall = async (method, url, payload) => (await as(owner)({ method, url: `/api${url}`, payload: payload as object })).json().data;
    const cardPath = `${base.slice('/api'.length)}/job-cards/${card.jobCardId}`;
    await deskMove(desk, cardPath, 'invoice');
    expect(done(await shopper.booking())).toContain('Invoice');
    await deskMove(desk, cardPath, 'delivered');
    const delivered = (await as(owner)({ method: 'GET', url: `${base}/job-cards/${card.jobCardId}` })).json().data as TJobCard;
    expect(delivered.outAt).not.toBeNull();
    expect(delivered.steps.map((step) => step.status)).toEqual([
      'confirmed',
      'pickupScheduled',
      'pickedUp',
      'inWorkshop',
      'workInProgress',
      'readyForDelivery',
      'invoice',
      'delivered',
    ]);
    const finished = await shopper.booking();
    expect(finished.status).toBe('Completed');
    expect(done(finished)).toEqual([
      'Booked',
      'Confirmed',
      'Pickup Scheduled',
      'Picked Up',
      'Dropped at Garage',
      'Work-In-Progress',
      'Ready for Delivery',
      'Invoice',
      // Settled when the balance was paid (customer spec section 4: pending while it has no time).
      'Payment Pending',
      'Dropped at your location',
    ]);
  });

  it('cancelling needs remarks, which the customer reads; the booking is cancelled with them', async () => {
    const { shopper, booking, base } = await waitingBooking();
    const card = (await as(owner)({ method: 'POST', url: `${base}/bookings/${booking.bookingId}/accept` })).json().data as TJobCard;
    expect(errorOf(await move(owner, base, card.jobCardId, { status: 'cancelled' })).code).toBe('jobCards/remarks-required');
    expect((await move(owner, base, card.jobCardId, { status: 'cancelled', remarks: 'Parts not available' })).statusCode).toBe(200);
    expect(await shopper.booking()).toMatchObject({ status: 'Cancelled', remarks: 'Parts not available' });
  });

  it('a customer who cancels an accepted booking before pickup cancels its job card', async () => {
    const { shopper, booking, base } = await waitingBooking();
    const card = (await as(owner)({ method: 'POST', url: `${base}/bookings/${booking.bookingId}/accept` })).json().data as TJobCard;
    expect((await shopper.call({ method: 'DELETE', url: `/api/transaction/booking/${booking.bookingId}` })).statusCode).toBe(200);
    expect(((await as(owner)({ method: 'GET', url: `${base}/job-cards/${card.jobCardId}` })).json().data as TJobCard).status).toBe('cancelled');
  });

  it("keeps the intake's readings: 'Odometer out above odometer in'; advisors and technicians must work there", async () => {
    const { booking, base } = await waitingBooking();
    const card = (await as(owner)({ method: 'POST', url: `${base}/bookings/${booking.bookingId}/accept` })).json().data as TJobCard;
    const patch = (payload: object) => as(owner)({ method: 'PATCH', url: `${base}/job-cards/${card.jobCardId}`, payload });
    const technician = (await staffWithRole(t.app, BRAND, 'technician', booking.workshopId!)).member;
    const intake = await patch({ odometerIn: 42_000, fuelLevel: 50, concerns: ['Brake noise'], technicianIds: [technician.staffId], serviceType: 'repair' });
    expect(intake.json().data).toMatchObject({
      odometerIn: 42_000,
      fuelLevel: 50,
      concerns: ['Brake noise'],
      serviceType: 'repair',
      technicians: [{ staffId: technician.staffId }],
    });
    expect(errorOf(await patch({ odometerOut: 41_000 }))).toMatchObject({ code: 'jobCards/odometer-out', message: 'Odometer out above odometer in' });
    expect((await patch({ odometerOut: 42_150 })).statusCode).toBe(200);
    expect((await patch({ fuelLevel: 140 })).statusCode).toBe(400);
    expect((await patch({ advisorId: owner.staff.staffId, technicianIds: ['0190f4a8-0000-7000-8000-000000000000'] })).statusCode).toBe(404);
  });
});

describe('the odometer in offered at intake (issue 26)', () => {
  it("is the customer's own reading, then the last card's odometer out, and none once the card has its own", async () => {
    const { shopper, booking, base } = await waitingBooking();
    const accept = async (bookingId: string) => (await as(owner)({ method: 'POST', url: `${base}/bookings/${bookingId}/accept` })).json().data as TJobCard;
    const first = await accept(booking.bookingId);
    expect(first.lastOdometer).toBeNull();
    const ownReading = await shopper.call({
      method: 'PATCH',
      url: `/api/users/me/vehicles/${first.vehicleId}`,
      payload: { nickName: 'Daily', registrationNumber: first.vehicleNumber, vinNumber: 'MA3EWDE1S00123456', odometer: '39500' },
    });
    expect(ownReading.statusCode, ownReading.body).toBe(200);
    const read = async (card: TJobCard) => (await as(owner)({ method: 'GET', url: `${base}/job-cards/${card.jobCardId}` })).json().data as TJobCard;
    expect((await read(first)).lastOdometer).toBe(39_500);

    const patch = (payload: object) => as(owner)({ method: 'PATCH', url: `${base}/job-cards/${first.jobCardId}`, payload });
    expect((await patch({ odometerIn: 41_000 })).json().data).toMatchObject({ odometerIn: 41_000, lastOdometer: null });
    expect((await patch({ odometerOut: 41_060 })).statusCode).toBe(200);
    expect((await move(owner, base, first.jobCardId, { status: 'cancelled', remarks: 'Customer left' })).statusCode).toBe(200);

    const second = await accept(await shopper.bookAgain());
    expect(second.vehicleId).toBe(first.vehicleId);
    expect(second.lastOdometer).toBe(41_060);
  });
});

describe('the job board', () => {
  it('finds cards by plate start, mobile number or booking code; filters by status; counts each status', async () => {
    const { booking, base } = await waitingBooking();
    const card = (await as(owner)({ method: 'POST', url: `${base}/bookings/${booking.bookingId}/accept` })).json().data as TJobCard;
    const board = async (query: string) => (await as(owner)({ method: 'GET', url: `${base}/job-cards?${query}` })).json().data as TJobBoard;
    const ids = async (query: string) => (await board(query)).items.map((item) => item.jobCardId);
    expect(await ids(`q=${card.vehicleNumber!.slice(0, 4).toLowerCase()}`)).toContain(card.jobCardId);
    expect(await ids(`q=${booking.bookingCode}`)).toEqual([card.jobCardId]);
    expect(await ids(`q=${card.mobileNumber!.slice(3)}`)).toContain(card.jobCardId);
    expect(await ids('q=ZZ99')).toEqual([]);
    expect(await ids('status=confirmed')).toContain(card.jobCardId);
    expect(await ids('status=delivered')).not.toContain(card.jobCardId);
    const all = await board('pageSize=1');
    expect(all.items).toHaveLength(1);
    expect(all.countsByStatus.confirmed).toBeGreaterThanOrEqual(1);
    expect(all.total).toBe(Object.values(all.countsByStatus).reduce((sum, count) => sum + count, 0));
  });
});

describe('one open job card per vehicle (workshop spec section 4)', () => {
  it('two advisors accepting two bookings of one vehicle at once open exactly one card', async () => {
    const shopper = await customerWithBooking(t.app, BRAND);
    const first = await shopper.booking();
    // A second booking of the same vehicle, another slot of the day.
    const second = await shopper.bookAgain();
    const base = `/api/staff/workshops/${first.workshopId}`;
    const advisors = await Promise.all([
      staffWithRole(t.app, BRAND, 'serviceAdvisor', first.workshopId!),
      staffWithRole(t.app, BRAND, 'serviceAdvisor', first.workshopId!),
    ]);
    const answers = await Promise.all(
      [first.bookingId, second].map((bookingId, index) => as(advisors[index]!.session)({ method: 'POST', url: `${base}/bookings/${bookingId}/accept` })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(errorOf(refused)).toMatchObject({ code: 'jobCards/already-open', message: 'job card already open for vehicle' });
    // The customer's screen finds the open card of the vehicle on the board, by the customer.
    const opened = answers.find((answer) => answer.statusCode === 200)!.json().data as TJobCard;
    const customerId = opened.customerId;
    const theirs = (await as(owner)({ method: 'GET', url: `${base}/job-cards?customerId=${customerId}` })).json().data as TJobBoard;
    expect(theirs.items.map((card) => [card.jobCardId, card.vehicleId])).toEqual([[opened.jobCardId, opened.vehicleId]]);
  });
});

// Last: it moves the clock a month on, past every session opened above.
describe("a customer's erasure", () => {
  it('keeps their job cards as the workshop’s record, without their name, number, plate or what they told', async () => {
    const { shopper, booking, base } = await waitingBooking();
    const card = (await as(owner)({ method: 'POST', url: `${base}/bookings/${booking.bookingId}/accept` })).json().data as TJobCard;
    await as(owner)({
      method: 'PATCH',
      url: `${base}/job-cards/${card.jobCardId}`,
      payload: { concerns: ['Noise from the left wheel'], remarks: 'Regular customer' },
    });
    await shopper.call({ method: 'POST', url: '/api/user/deleteAccount', payload: { name: 'Gone Customer', mobileNumber: card.mobileNumber!.slice(3) } });
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    await t.app.services.jobs.runDue();
    const kept = (await as(await demoStaff(t.app, BRAND, 'owner'))({ method: 'GET', url: `${base}/job-cards/${card.jobCardId}` })).json().data as TJobCard;
    expect(kept).toMatchObject({
      jobCardNo: card.jobCardNo,
      customerName: 'Erased customer',
      mobileNumber: null,
      vehicleNumber: null,
      concerns: [],
      remarks: null,
    });
  });
});
