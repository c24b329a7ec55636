import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter, type TJobCard, type TStaffSession, type TWorkshopCustomer } from '@servicebay/domain';
import { customerWithBooking } from '../../../test/booking-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signIn, uniqueIndianNumber } from '../../../test/factories';
import { asStaff, demoStaff } from '../../../test/staff-factories';

let t: TestApp;
let advisor: TStaffSession;
let workshopId: string;
beforeAll(async () => {
  t = await buildTestApp();
  advisor = await demoStaff(t.app, BRAND, 'advisor');
  workshopId = advisor.staff.workshops[0]!.workshopId;
});
afterAll(() => t.close());

const BRAND = 'servicebay';
const errorOf = (answer: { json: () => unknown }) => (answer.json() as { error: { code: string; message: string; field?: string } }).error;
const add = (body: object, session = advisor, at = workshopId) =>
  asStaff(t.app, BRAND, session)({ method: 'POST', url: `/api/staff/workshops/${at}/customers`, payload: body });
const find = async (q: string, session = advisor, at = workshopId) =>
  (
    (await asStaff(t.app, BRAND, session)({ method: 'GET', url: `/api/staff/workshops/${at}/customers?q=${encodeURIComponent(q)}` })).json().data as {
      items: TWorkshopCustomer[];
    }
  ).items;

describe("a workshop's customers (workshop spec section 3)", () => {
  it('a walk-in is the same person when they sign in to the customer app later (matched by brand and number)', async () => {
    const mobileNumber = uniqueIndianNumber();
    const added = await add({ name: 'Kavya Iyer', mobileNumber, email: 'kavya@example.com', gender: 'Female', creditLimit: '5000.50', creditDays: 30 });
    expect(added.statusCode).toBe(200);
    const customer = added.json().data as TWorkshopCustomer;
    expect(customer).toMatchObject({
      name: 'Kavya Iyer',
      mobileNumber: `+91${mobileNumber}`,
      customerType: 'individual',
      creditLimit: 5000.5,
      creditDays: 30,
      usedCredit: 0,
      currency: 'INR',
    });
    const app = await signIn(t.app, BRAND, { mobileNumber });
    expect(app.user.uid).toBe(customer.customerId);
    // Added again: the same record, not a second one.
    expect((await add({ name: 'Kavya I.', mobileNumber })).json().data.customerId).toBe(customer.customerId);
  });

  it("a booking's customer joins the workshop's customers when it is accepted; found by name, number or plate", async () => {
    const shopper = await customerWithBooking(t.app, BRAND);
    const booking = await shopper.booking();
    const owner = await demoStaff(t.app, BRAND, 'owner');
    const card = (
      await asStaff(t.app, BRAND, owner)({ method: 'POST', url: `/api/staff/workshops/${booking.workshopId}/bookings/${booking.bookingId}/accept` })
    ).json().data as TJobCard;
    const ids = async (q: string) => (await find(q, owner, booking.workshopId!)).map((customer) => customer.customerId);
    expect(await ids(card.mobileNumber!.slice(3))).toEqual([card.customerId]);
    expect(await ids(card.vehicleNumber!.slice(0, 6))).toContain(card.customerId);
    expect(await ids(card.customerName.split(' ')[0]!.toLowerCase())).toContain(card.customerId);
    const [found] = await find(card.mobileNumber!.slice(3), owner, booking.workshopId!);
    expect(found!.vehicles.map((vehicle) => vehicle.vehicleId)).toContain(card.vehicleId);
  });

  it('holds the spec’s rules: anniversary after birth, a corporate customer’s fleet and company, a GST number of its state, another alternative number', async () => {
    const base = { name: 'Rule Check', mobileNumber: uniqueIndianNumber() };
    expect(errorOf(await add({ ...base, dateOfBirth: '1990-05-01', anniversaryDate: '1989-05-01' })).field).toBe('anniversaryDate');
    expect(errorOf(await add({ ...base, customerType: 'corporate', companyName: 'Fleet Co' })).field).toBe('fleetName');
    const gstin = `29ABCDE1234F1Z${gstinCheckCharacter('29ABCDE1234F1Z')}`;
    expect(
      errorOf(
        await add({ ...base, customerType: 'corporate', fleetName: 'Blue Cabs', companyName: 'Blue Cabs Pvt Ltd', groupTaxNumber: gstin, gstStateCode: '27' }),
      ).field,
    ).toBe('groupTaxNumber');
    const corporate = await add({
      ...base,
      customerType: 'corporate',
      fleetName: 'Blue Cabs',
      companyName: 'Blue Cabs Pvt Ltd',
      groupTaxNumber: gstin,
      gstStateCode: '29',
    });
    expect(corporate.json().data).toMatchObject({ customerType: 'corporate', groupTaxNumber: gstin, gstStateCode: '29' });
    const own = uniqueIndianNumber();
    // The same number written another way is no alternative.
    expect(errorOf(await add({ ...base, mobileNumber: own, alternativeMobileNumber: `0${own}` })).field).toBe('alternativeMobileNumber');
    expect((await add({ ...base, mobileNumber: '12345' })).statusCode).toBe(400);
    expect((await add({ ...base, mobileNumber: uniqueIndianNumber(), creditLimit: '10.555' })).statusCode).toBe(400);
  });

  it("another workshop's staff find none of them", async () => {
    const added = (await add({ name: 'Only Here', mobileNumber: uniqueIndianNumber() })).json().data as TWorkshopCustomer;
    const other = await demoStaff(t.app, BRAND, 'advisor2');
    const otherWorkshop = other.staff.workshops[0]!.workshopId;
    expect((await asStaff(t.app, BRAND, other)({ method: 'GET', url: `/api/staff/workshops/${otherWorkshop}/customers/${added.customerId}` })).statusCode).toBe(
      404,
    );
    expect((await find('Only Here', other, otherWorkshop)).map((customer) => customer.customerId)).not.toContain(added.customerId);
  });
});
