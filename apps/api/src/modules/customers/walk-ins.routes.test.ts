import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobCard, TStaffSession, TVehicle, TWorkshopCustomer } from '@servicebay/domain';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { signIn, uniqueIndianNumber } from '../../../test/factories';
import { pickCatalogVariant } from '../../../test/garage-factories';
import { dataOf } from '../../../test/billing-factories';
import { A_LABOUR_LINE, approvedAtCounter, deskMove, type DeskCall } from '../../../test/desk-handover';
import { asStaff, demoStaff } from '../../../test/staff-factories';

let t: TestApp;
let advisor: TStaffSession;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  advisor = await demoStaff(t.app, BRAND, 'advisor');
  base = `/api/staff/workshops/${advisor.staff.workshops[0]!.workshopId}`;
});
afterAll(() => t.close());

const BRAND = 'servicebay';
const call = (method: 'GET' | 'POST', url: string, payload?: object) => asStaff(t.app, BRAND, advisor)({ method, url: `${base}${url}`, payload });

/** The walk-in's work approved at the counter, done, invoiced, paid and handed back, as the desk does it (the owner: the cashier's part too). */
async function deliveredByDesk(card: TJobCard) {
  const owner = await demoStaff(t.app, BRAND, 'owner');
  const desk: DeskCall = async (method, url, payload) => dataOf(await asStaff(t.app, BRAND, owner)({ method, url: `/api${url}`, payload: payload as object }));
  const cardPath = `${base.slice('/api'.length)}/job-cards/${card.jobCardId}`;
  await approvedAtCounter(desk, cardPath, [A_LABOUR_LINE]);
  for (const status of ['workInProgress', 'readyForDelivery', 'invoice', 'delivered'] as const) await deskMove(desk, cardPath, status);
}
const errorOf = (answer: { json: () => unknown }) => (answer.json() as { error: { code: string; message: string; field?: string } }).error;
let plates = 0;
/** A plate no other test of the run uses: KA + a district + series + number. */
const newPlate = () => `KA${String(10 + (Date.now() % 80)).padStart(2, '0')}MZ${String(1000 + (++plates % 9000))}`;

async function walkInWithVehicle() {
  const mobileNumber = uniqueIndianNumber();
  const customer = (await call('POST', '/customers', { name: 'Walk In', mobileNumber })).json().data as TWorkshopCustomer;
  const variant = await pickCatalogVariant(t.app, BRAND);
  const registrationNumber = newPlate();
  const added = await call('POST', `/customers/${customer.customerId}/vehicles`, {
    ...variant,
    registrationNumber,
    vinNumber: 'MA3 EUA61S00 123456',
    engineNumber: 'k12mn1234567',
    colour: 'Pearl White',
    odometer: 42000,
    averageKmPerDay: 35,
    nextServiceDate: '2027-03-01',
  });
  expect(added.statusCode, added.body).toBe(200);
  const vehicle = (added.json().data as TWorkshopCustomer).vehicles[0]!;
  return { customer, vehicle, mobileNumber, registrationNumber, variant };
}

describe("a walk-in's vehicle and job card (workshop spec sections 2 to 5)", () => {
  it("records the customer's vehicle, which the customer sees in the app once they sign in", async () => {
    const { customer, vehicle, mobileNumber } = await walkInWithVehicle();
    expect(vehicle.registrationNumber).toMatch(/^KA\d{2}MZ\d{4}$/);
    // What the desk reads of it at the door: the VIN as kept (spaces gone), the reading and when it is next due.
    expect(vehicle).toMatchObject({ vinNumber: 'MA3EUA61S00123456', odometer: 42000, nextServiceDate: '2027-03-01', year: expect.any(Number) });
    const app = await signIn(t.app, BRAND, { mobileNumber });
    expect(app.user.uid).toBe(customer.customerId);
    const garage = (await onBrand(t.app, BRAND, app.accessToken)({ method: 'GET', url: '/api/users/me/vehicles' })).json().data as TVehicle[];
    expect(garage.map((owned) => owned.did)).toEqual([vehicle.vehicleId]);
  });

  it("refuses a plate the brand knows ('Vehicle already exists') and a VIN of the wrong length", async () => {
    const { registrationNumber, variant } = await walkInWithVehicle();
    const other = (await call('POST', '/customers', { name: 'Second Person', mobileNumber: uniqueIndianNumber() })).json().data as TWorkshopCustomer;
    const again = await call('POST', `/customers/${other.customerId}/vehicles`, { ...variant, registrationNumber });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'customers/vehicle-exists', message: 'Vehicle already exists', field: 'registrationNumber' });
    const shortVin = await call('POST', `/customers/${other.customerId}/vehicles`, { ...variant, registrationNumber: newPlate(), vinNumber: 'ABC123' });
    expect(shortVin.statusCode).toBe(400);
  });

  it("opens in the workshop; a second card for the vehicle waits until the first is delivered ('job card already open for vehicle')", async () => {
    const { customer, vehicle } = await walkInWithVehicle();
    const open = () =>
      call('POST', '/job-cards', { customerId: customer.customerId, vehicleId: vehicle.vehicleId, concerns: ['AC not cooling'], odometerIn: 42010 });
    const first = await open();
    expect(first.statusCode).toBe(200);
    const card = first.json().data as TJobCard;
    expect(card).toMatchObject({ status: 'inWorkshop', bookingId: null, customerName: 'Walk In', concerns: ['AC not cooling'], odometerIn: 42010 });
    expect(card.inAt).not.toBeNull();
    const second = await open();
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)).toMatchObject({ code: 'jobCards/already-open', message: 'job card already open for vehicle' });
    await deliveredByDesk(card);
    expect((await open()).statusCode).toBe(200);
  });

  it("tells the customer app the vehicle's last and next service and its odometer, from the job cards", async () => {
    const { customer, vehicle, mobileNumber, registrationNumber } = await walkInWithVehicle();
    const app = await signIn(t.app, BRAND, { mobileNumber });
    const ask = async (url: string) => (await onBrand(t.app, BRAND, app.accessToken)({ method: 'GET', url })).json().data;
    expect(await ask(`/api/transaction/booking-summary?registrationNumber=${registrationNumber}`)).toEqual({
      lastServiceDate: null,
      nextServiceDate: '2027-03-01',
    });
    expect(await ask(`/api/transaction/vehicle/odometerByVehicleNumber?vehicleNumber=${registrationNumber}`)).toEqual({ odometer: 42000 });
    const card = (await call('POST', '/job-cards', { customerId: customer.customerId, vehicleId: vehicle.vehicleId, odometerIn: 42100 })).json()
      .data as TJobCard;
    await asStaff(t.app, BRAND, advisor)({ method: 'PATCH', url: `${base}/job-cards/${card.jobCardId}`, payload: { odometerOut: 42115 } });
    await deliveredByDesk(card);
    const summary = await ask(`/api/transaction/booking-summary?registrationNumber=${registrationNumber.toLowerCase()}`);
    expect(summary.lastServiceDate).not.toBeNull();
    expect(await ask(`/api/transaction/vehicle/odometerByVehicleNumber?vehicleNumber=${registrationNumber}`)).toEqual({ odometer: 42115 });
    // Someone else's plate tells them nothing.
    const stranger = await signIn(t.app, BRAND);
    const theirs = await onBrand(
      t.app,
      BRAND,
      stranger.accessToken,
    )({ method: 'GET', url: `/api/transaction/booking-summary?registrationNumber=${registrationNumber}` });
    expect(theirs.json().data).toEqual({ lastServiceDate: null, nextServiceDate: null });
  });

  it("opens only for the workshop's own customer and their own vehicle", async () => {
    const { customer } = await walkInWithVehicle();
    const stranger = await walkInWithVehicle();
    expect((await call('POST', '/job-cards', { customerId: customer.customerId, vehicleId: stranger.vehicle.vehicleId })).statusCode).toBe(404);
    const elsewhere = await demoStaff(t.app, BRAND, 'advisor2');
    const theirs = `/api/staff/workshops/${elsewhere.staff.workshops[0]!.workshopId}/job-cards`;
    const refused = await asStaff(
      t.app,
      BRAND,
      elsewhere,
    )({ method: 'POST', url: theirs, payload: { customerId: customer.customerId, vehicleId: stranger.vehicle.vehicleId } });
    expect(refused.statusCode).toBe(404);
  });
});
