import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarDateIn, marketToday, type TEmployee, type TEmployeePage, type TStaffSession } from '@servicebay/domain';
import { dataOf, errorOf } from '../../../test/billing-factories';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { uniqueIndianNumber } from '../../../test/factories';
import { employeeBody, peopleAt } from '../../../test/people-factories';
import { demoStaff, staffWithRole, uniqueUsername } from '../../../test/staff-factories';
import { outboxMessages } from '../../platform/sms/outbox.tables';

let t: TestApp;
let owner: TStaffSession;
let elsewhere: TStaffSession;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await demoStaff(t.app, 'servicebay', 'owner');
  // The owner of a workshop of the same brand that signed up on its own.
  const signedUp = await onBrand(
    t.app,
    'servicebay',
  )({
    method: 'POST',
    url: '/api/staff/sign-up',
    payload: {
      workshopName: 'Elsewhere Motors',
      city: 'Mysuru',
      latitude: 12.2958,
      longitude: 76.6394,
      ownerName: 'Other Owner',
      mobileNumber: uniqueIndianNumber(),
      email: 'owner@elsewhere.example',
      username: uniqueUsername('elsewhere'),
      password: 'Elsewhere#1',
      confirmPassword: 'Elsewhere#1',
    },
  });
  elsewhere = signedUp.json().data as TStaffSession;
});
afterAll(() => t.close());

describe('employees (issue 29 part 1)', () => {
  it("adds, searches and edits; reads the mobile and Aadhaar by the market's rules", async () => {
    const desk = peopleAt(t.app, 'servicebay', owner);
    const employee = await desk.employee({ nationalId: '2341 2341 2346', email: 'ravi@example.com' });
    expect(employee).toMatchObject({ nationalId: '234123412346', staffId: null, licence: null, employeeType: 'permanent' });
    const found = dataOf<TEmployeePage>(await desk.call('GET', `/employees?q=${encodeURIComponent(employee.employeeCode.toLowerCase())}`));
    expect(found.items.map((item) => item.employeeId)).toEqual([employee.employeeId]);
    const edited = dataOf<TEmployee>(await desk.call('PUT', `/employees/${employee.employeeId}`, { ...employee, designation: 'Foreman' }));
    expect(edited.designation).toBe('Foreman');
    expect(errorOf(await desk.call('POST', '/employees', employeeBody({ nationalId: '234123412347' })))).toMatchObject({
      code: 'request/invalid',
      field: 'nationalId',
      message: 'Enter a valid 12-digit Aadhaar number',
    });
    expect(errorOf(await desk.call('POST', '/employees', employeeBody({ mobileNumber: '12' })))).toMatchObject({ field: 'mobileNumber' });
  });

  it("refuses an employee ID the brand has, whatever its case: 'Employee already exists'", async () => {
    const desk = peopleAt(t.app, 'servicebay', owner);
    const employee = await desk.employee();
    const again = await desk.call('POST', '/employees', employeeBody({ employeeCode: ` ${employee.employeeCode.toLowerCase()} ` }));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'people/employee-exists', message: 'Employee already exists' });
    // Another workshop of the brand: the ID is the brand's once.
    const other = peopleAt(t.app, 'servicebay', elsewhere);
    expect(errorOf(await other.call('POST', '/employees', employeeBody({ employeeCode: employee.employeeCode }))).code).toBe('people/employee-exists');
  });

  it("links a staff account to one employee: 'user already mapped to another employee ID', and of two at once one wins", async () => {
    const desk = peopleAt(t.app, 'servicebay', owner);
    const { member } = await staffWithRole(t.app, 'servicebay', 'serviceAdvisor', desk.workshopId);
    const linked = await desk.employee({ staffId: member.staffId });
    expect(linked).toMatchObject({ staffId: member.staffId, staffName: member.name });
    const second = await desk.call('POST', '/employees', employeeBody({ staffId: member.staffId }));
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)).toMatchObject({ code: 'people/user-mapped', message: 'user already mapped to another employee ID', field: 'staffId' });

    const { member: racer } = await staffWithRole(t.app, 'servicebay', 'cashier', desk.workshopId);
    const both = await Promise.all([0, 1].map(() => desk.call('POST', '/employees', employeeBody({ staffId: racer.staffId }))));
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    // A staff account of another workshop is not there to link.
    const stranger = elsewhere.staff.staffId;
    expect((await desk.call('POST', '/employees', employeeBody({ staffId: stranger }))).statusCode).toBe(404);
  });

  it('lists licences expiring within 30 days and texts the managers once per expiry', async () => {
    const desk = peopleAt(t.app, 'servicebay', owner);
    const managerMobile = uniqueIndianNumber();
    await staffWithRole(t.app, 'servicebay', 'manager', desk.workshopId, { mobileNumber: managerMobile });
    const today = marketToday('+91');
    const expiring = await desk.employee({ licenceNumber: 'KA05 2019 0001', licenceExpiry: addDays(today, 10) });
    const later = await desk.employee({ licenceNumber: 'KA05 2019 0002', licenceExpiry: addDays(today, 90) });
    expect(expiring.licence).toEqual({ standing: 'expiring', daysLeft: 10 });
    const page = dataOf<TEmployeePage>(await desk.call('GET', '/employees?pageSize=1'));
    expect(page.items).toHaveLength(1);
    const told = page.expiringLicences.map((licence) => licence.employeeId);
    expect(told).toContain(expiring.employeeId);
    expect(told).not.toContain(later.employeeId);

    expect(await t.app.services.licenceReminders.remindManagers()).toContain(expiring.employeeId);
    const texts = () =>
      t.app.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, `+91${managerMobile}`), like(outboxMessages.body, `%${expiring.employeeCode}%`)));
    expect(await texts()).toHaveLength(1);
    expect(await t.app.services.licenceReminders.remindManagers()).not.toContain(expiring.employeeId);
    expect(await texts()).toHaveLength(1);
    // Renewed, then near its new expiry: told again.
    await desk.call('PUT', `/employees/${expiring.employeeId}`, { ...expiring, licenceExpiry: addDays(today, 20) });
    expect(await t.app.services.licenceReminders.remindManagers()).toContain(expiring.employeeId);
  });

  it("another workshop's owner and another brand neither read nor change a workshop's employee", async () => {
    const desk = peopleAt(t.app, 'servicebay', owner);
    const employee = await desk.employee();
    const stranger = onBrand(t.app, 'servicebay', elsewhere.accessToken);
    const url = `/api/staff/workshops/${desk.workshopId}/employees/${employee.employeeId}`;
    expect((await stranger({ method: 'GET', url })).statusCode).toBe(404);
    expect((await stranger({ method: 'PUT', url, payload: employeeBody() })).statusCode).toBe(404);
    // Their own workshop's path with this employee's id: not theirs either.
    const theirs = `/api/staff/workshops/${elsewhere.staff.workshops[0]!.workshopId}/employees/${employee.employeeId}`;
    expect((await stranger({ method: 'DELETE', url: theirs })).statusCode).toBe(404);
    expect((await onBrand(t.app, 'deccan', owner.accessToken)({ method: 'GET', url })).statusCode).toBe(401);
    expect((await desk.call('GET', `/employees/${employee.employeeId}`)).statusCode).toBe(200);
  });

  it('in the UAE: an Emirates ID with its Luhn digit', async () => {
    const marina = await demoStaff(t.app, 'marina', 'owner');
    const desk = peopleAt(t.app, 'marina', marina);
    const employee = await desk.employee({ mobileNumber: '501234567', nationalId: '784-1968-6570305-0' });
    expect(employee.nationalId).toBe('784196865703050');
    expect(errorOf(await desk.call('POST', '/employees', employeeBody({ mobileNumber: '501234567', nationalId: '784-1968-6570305-1' }))).message).toBe(
      'Enter a valid Emirates ID (784-YYYY-NNNNNNN-C)',
    );
  });
});

// Last in the file: it moves the app's clock on, past the sessions above.
describe("licence reminders on the workshop's own day", () => {
  it("tells of a licence 30 days off by India's date just after its midnight, while UTC's date is still the day before", async () => {
    const desk = peopleAt(t.app, 'servicebay', await demoStaff(t.app, 'servicebay', 'owner'));
    // 00:30 in India is 19:00 UTC of the day before; taken far enough ahead that no hourly pass runs there first.
    const now = t.clock.now();
    const evening = new Date(`${now.toISOString().slice(0, 10)}T19:00:00Z`);
    if (evening.getTime() - now.getTime() < 2 * 60 * 60 * 1000) evening.setUTCDate(evening.getUTCDate() + 1);
    const indiaToday = calendarDateIn('Asia/Kolkata', evening);
    expect(indiaToday).toBe(addDays(evening.toISOString().slice(0, 10), 1));
    const onTheEdge = await desk.employee({ licenceNumber: 'KA05 2019 0003', licenceExpiry: addDays(indiaToday, 30) });
    const dayAfter = await desk.employee({ licenceNumber: 'KA05 2019 0004', licenceExpiry: addDays(indiaToday, 31) });

    t.clock.advance(evening.getTime() - now.getTime());
    const told = await t.app.services.licenceReminders.remindManagers();
    expect(told).toContain(onTheEdge.employeeId);
    expect(told).not.toContain(dayAfter.employeeId);
  });
});
