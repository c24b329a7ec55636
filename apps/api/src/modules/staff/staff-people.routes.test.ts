import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStaffMember, TStaffSession, TTeamMember } from '@servicebay/domain';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { asStaff, demoStaff, staffWithRole, uniqueUsername } from '../../../test/staff-factories';

let t: TestApp;
let owner: TStaffSession;
let firstWorkshop: string;
let secondWorkshop: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await demoStaff(t.app, BRAND, 'owner');
  const manager = await demoStaff(t.app, BRAND, 'manager');
  firstWorkshop = manager.staff.workshops[0]!.workshopId;
  secondWorkshop = (await demoStaff(t.app, BRAND, 'advisor2')).staff.workshops[0]!.workshopId;
});
afterAll(() => t.close());

const BRAND = 'servicebay';
const PASSWORD = 'Bay#Staff2026';
const errorOf = (answer: { json: () => unknown }) => (answer.json() as { error: { code: string; message: string } }).error;
const newPerson = (role: string, workshopIds: string[], extra: Record<string, unknown> = {}) => ({
  name: 'New Person',
  username: uniqueUsername(role),
  role,
  technicianKind: role === 'technician' ? 'operator' : null,
  workshopIds,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  ...extra,
});
const add = (session: TStaffSession, workshopId: string, body: object) =>
  asStaff(t.app, BRAND, session)({ method: 'POST', url: `/api/staff/workshops/${workshopId}/people`, payload: body });
const change = (session: TStaffSession, workshopId: string, staffId: string, body: object) =>
  asStaff(t.app, BRAND, session)({ method: 'PATCH', url: `/api/staff/workshops/${workshopId}/people/${staffId}`, payload: body });

describe("a workshop's people (workshop spec sections 2 and 6: 'Select User Role')", () => {
  it('the owner adds someone in the role chosen, who then signs in and sees that workshop only', async () => {
    const added = await add(owner, firstWorkshop, newPerson('technician', [firstWorkshop]));
    expect(added.statusCode).toBe(200);
    const person = added.json().data as TStaffMember;
    expect(person).toMatchObject({ role: 'technician', technicianKind: 'operator', isActive: true, workshops: [{ workshopId: firstWorkshop }] });
    const signedIn = await onBrand(t.app, BRAND)({ method: 'POST', url: '/api/staff/sign-in', payload: { username: person.username, password: PASSWORD } });
    expect((signedIn.json().data as TStaffSession).staff.workshops.map((w) => w.workshopId)).toEqual([firstWorkshop]);
    const list = await asStaff(t.app, BRAND, owner)({ method: 'GET', url: `/api/staff/workshops/${firstWorkshop}/people` });
    expect((list.json().data as TStaffMember[]).map((member) => member.username)).toContain(person.username);
  });

  it('a technician names their kind (upper tech, lower tech, operator, courtesy); no one else has one', async () => {
    expect((await add(owner, firstWorkshop, newPerson('technician', [firstWorkshop], { technicianKind: null }))).statusCode).toBe(400);
    expect((await add(owner, firstWorkshop, newPerson('cashier', [firstWorkshop], { technicianKind: 'courtesy' }))).statusCode).toBe(400);
  });

  it("a manager gives roles below their own only; 'You cannot give this role'", async () => {
    const manager = await demoStaff(t.app, BRAND, 'manager');
    expect((await add(manager, firstWorkshop, newPerson('serviceAdvisor', [firstWorkshop]))).statusCode).toBe(200);
    for (const role of ['owner', 'manager']) {
      const refused = await add(manager, firstWorkshop, newPerson(role, [firstWorkshop]));
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused)).toMatchObject({ code: 'staff/role-not-allowed', message: 'You cannot give this role' });
    }
    // Nor into a branch the manager does not work at.
    expect((await add(manager, firstWorkshop, newPerson('cashier', [secondWorkshop]))).statusCode).toBe(404);
  });

  it('a role change ends the person’s sessions: their next request carries the new role', async () => {
    const { session, member } = await staffWithRole(t.app, BRAND, 'cashier', firstWorkshop);
    const changed = await change(owner, firstWorkshop, member.staffId, { role: 'accounts' });
    expect(changed.json().data).toMatchObject({ role: 'accounts' });
    expect(errorOf(await asStaff(t.app, BRAND, session)({ method: 'GET', url: '/api/staff/me' })).code).toBe('auth/session-revoked');
    const again = await onBrand(t.app, BRAND)({ method: 'POST', url: '/api/staff/sign-in', payload: { username: member.username, password: PASSWORD } });
    expect((again.json().data as TStaffSession).staff.role).toBe('accounts');
  });

  it('switched off, a person cannot sign in; no one changes their own role or switches themselves off', async () => {
    const { member } = await staffWithRole(t.app, BRAND, 'security', firstWorkshop);
    expect((await change(owner, firstWorkshop, member.staffId, { isActive: false })).statusCode).toBe(200);
    const refused = await onBrand(t.app, BRAND)({ method: 'POST', url: '/api/staff/sign-in', payload: { username: member.username, password: PASSWORD } });
    expect(errorOf(refused).code).toBe('staff/account-inactive');
    for (const body of [{ role: 'manager' }, { isActive: false }]) {
      const self = await change(owner, firstWorkshop, owner.staff.staffId, body);
      expect(errorOf(self)).toMatchObject({ code: 'staff/not-yourself' });
    }
  });

  it('an advisor, who may not read People, reads the team a job card is given to: active advisors and technicians only', async () => {
    const { member: technician } = await staffWithRole(t.app, BRAND, 'technician', firstWorkshop);
    const { member: away } = await staffWithRole(t.app, BRAND, 'technician', firstWorkshop);
    const { member: cashier } = await staffWithRole(t.app, BRAND, 'cashier', firstWorkshop);
    await change(owner, firstWorkshop, away.staffId, { isActive: false });
    const { session: advisor } = await staffWithRole(t.app, BRAND, 'serviceAdvisor', firstWorkshop);
    expect((await asStaff(t.app, BRAND, advisor)({ method: 'GET', url: `/api/staff/workshops/${firstWorkshop}/people` })).statusCode).toBe(403);
    const team = (await asStaff(t.app, BRAND, advisor)({ method: 'GET', url: `/api/staff/workshops/${firstWorkshop}/team` })).json().data as TTeamMember[];
    const ids = team.map((person) => person.staffId);
    expect(team.find((person) => person.staffId === technician.staffId)).toEqual({
      staffId: technician.staffId,
      name: technician.name,
      role: 'technician',
      technicianKind: technician.technicianKind,
    });
    expect(ids).toContain(advisor.staff.staffId);
    expect(ids).not.toContain(away.staffId);
    expect(ids).not.toContain(cashier.staffId);
    expect(team.every((person) => ['owner', 'manager', 'serviceAdvisor', 'technician'].includes(person.role))).toBe(true);
  });

  it("someone of another workshop is not found; the workshop's own people are not another workshop's to change", async () => {
    const { member } = await staffWithRole(t.app, BRAND, 'cashier', secondWorkshop);
    const manager = await demoStaff(t.app, BRAND, 'manager');
    expect((await change(manager, firstWorkshop, member.staffId, { name: 'Renamed' })).statusCode).toBe(404);
    expect((await asStaff(t.app, BRAND, manager)({ method: 'GET', url: `/api/staff/workshops/${secondWorkshop}/people` })).statusCode).toBe(404);
  });

  it("refuses a username taken in the brand ('Username already exists') and a mobile number another account uses", async () => {
    const first = newPerson('cashier', [firstWorkshop], { mobileNumber: '9812345670' });
    expect((await add(owner, firstWorkshop, first)).statusCode).toBe(200);
    const sameName = await add(owner, firstWorkshop, newPerson('cashier', [firstWorkshop], { username: first.username.toUpperCase() }));
    expect(errorOf(sameName)).toMatchObject({ code: 'staff/username-taken', message: 'Username already exists' });
    const sameMobile = await add(owner, firstWorkshop, newPerson('cashier', [firstWorkshop], { mobileNumber: '9812345670' }));
    expect(errorOf(sameMobile).code).toBe('staff/mobile-taken');
  });
});

describe('forgot, reset and change password (workshop spec sections 5 and 8)', () => {
  it('e-mails a one-time link; the new password works, the old one and the link no more', async () => {
    const email = `${uniqueUsername('mail')}@garage.example`;
    const { member, password } = await staffWithRole(t.app, BRAND, 'accounts', firstWorkshop, { email });
    const asked = await onBrand(t.app, BRAND)({ method: 'POST', url: '/api/staff/password/forgot', payload: { username: member.username } });
    expect(asked.statusCode).toBe(200);
    const outbox = await onBrand(t.app, BRAND)({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    const [message] = outbox.json().data as { channel: string; body: string }[];
    expect(message!.channel).toBe('email');
    const token = /reset-password\?token=([\w-]+)/.exec(message!.body)![1]!;
    const reset = (newPassword: string) =>
      onBrand(t.app, BRAND)({ method: 'POST', url: '/api/staff/password/reset', payload: { token, password: newPassword, confirmPassword: newPassword } });
    expect((await reset('Fresh#Start9')).statusCode).toBe(200);
    const signIn = (pass: string) =>
      onBrand(t.app, BRAND)({ method: 'POST', url: '/api/staff/sign-in', payload: { username: member.username, password: pass } });
    expect((await signIn(password)).statusCode).toBe(401);
    expect((await signIn('Fresh#Start9')).statusCode).toBe(200);
    expect(errorOf(await reset('Again#Start9')).code).toBe('staff/reset-link-invalid');
  });

  it('answers the same for an unknown username, and sends nothing', async () => {
    const answer = await onBrand(t.app, BRAND)({ method: 'POST', url: '/api/staff/password/forgot', payload: { username: 'no-such-person' } });
    expect(answer.statusCode).toBe(200);
  });

  it('a link stops working after 30 minutes', async () => {
    const email = `${uniqueUsername('late')}@garage.example`;
    const { member } = await staffWithRole(t.app, BRAND, 'accounts', firstWorkshop, { email });
    await onBrand(t.app, BRAND)({ method: 'POST', url: '/api/staff/password/forgot', payload: { username: member.username } });
    const [message] = (await onBrand(t.app, BRAND)({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json().data as {
      body: string;
    }[];
    const token = /token=([\w-]+)/.exec(message!.body)![1]!;
    t.clock.advance(31 * 60_000);
    const late = await onBrand(
      t.app,
      BRAND,
    )({ method: 'POST', url: '/api/staff/password/reset', payload: { token, password: 'Late#Reset9', confirmPassword: 'Late#Reset9' } });
    expect(errorOf(late).code).toBe('staff/reset-link-invalid');
  });

  it("change: 'Please re-check the Current Password'; then a new session, and the old one ends", async () => {
    const { session, password } = await staffWithRole(t.app, BRAND, 'serviceAdvisor', firstWorkshop);
    const wrong = await asStaff(
      t.app,
      BRAND,
      session,
    )({
      method: 'POST',
      url: '/api/staff/password/change',
      payload: { currentPassword: 'Not#Mine123', newPassword: 'Brand#New123', confirmPassword: 'Brand#New123' },
    });
    expect(errorOf(wrong)).toMatchObject({ code: 'staff/wrong-current-password', message: 'Please re-check the Current Password' });
    const changed = await asStaff(
      t.app,
      BRAND,
      session,
    )({
      method: 'POST',
      url: '/api/staff/password/change',
      payload: { currentPassword: password, newPassword: 'Brand#New123', confirmPassword: 'Brand#New123' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await asStaff(t.app, BRAND, session)({ method: 'GET', url: '/api/staff/me' })).statusCode).toBe(401);
    expect((await asStaff(t.app, BRAND, changed.json().data as TStaffSession)({ method: 'GET', url: '/api/staff/me' })).statusCode).toBe(200);
  });
});
