import { afterAll, describe, expect, it } from 'vitest';
import { vehicleRef, type TVehicle } from '@servicebay/domain';
import { buildTestApp } from '../test/build-test-app';
import { ADDRESS, addVehicle, pickCatalogVariant, signedInCustomer } from '../test/garage-factories';
import { demoStaff, staffWithRole } from '../test/staff-factories';
import { onBrand } from '../test/build-test-app';
import { STAFF_MAX_FAILED_SIGN_INS } from '@servicebay/domain';

/**
 * Issue 7, part 5: parallel requests that only one may win. On PostgreSQL they run on several
 * connections at once (the losers of a uniqueness race meet the unique index: 23505, answered with
 * the spec's 409); on PGlite one after another. The figures must be the same on both.
 */
const t = await buildTestApp();
afterAll(() => t.close());

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('50-way uniqueness races: 1 success, 49 x 409, 0 x 500', () => {
  it("the same catalogue vehicle added 50 times at once: 'vehicle already exists'", async () => {
    const { call } = await signedInCustomer(t.app);
    const pick = await pickCatalogVariant(t.app, 'servicebay');
    const payload = {
      makeId: pick.makeId,
      modelId: pick.modelId,
      year: pick.year,
      fuelType: pick.fuelType,
      catalogVehicleId: pick.catalogVehicleId,
      registrationNumber: 'KA01AB1234',
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => call({ method: 'POST', url: '/api/users/me/vehicles', payload })));
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 200: 1, 409: 49 });
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json().error.message).toBe('vehicle already exists');
    expect((await call({ method: 'GET', url: '/api/users/me/vehicles' })).json().data).toHaveLength(1);
  });

  it("a Home address saved 50 times at once: 'Address type should be unique'", async () => {
    const { call } = await signedInCustomer(t.app);
    const answers = await Promise.all(Array.from({ length: 50 }, () => call({ method: 'POST', url: '/api/users/me/addresses', payload: ADDRESS })));
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 200: 1, 409: 49 });
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json().error.message).toBe('Address type should be unique');
  });
});

describe('parallel changes of one customer', () => {
  it('parallel vehicle deletes keep the default and selected vehicle pointing at a vehicle that exists', async () => {
    const { session, call, token } = await signedInCustomer(t.app);
    const vehicles: TVehicle[] = [];
    for (let skip = 0; skip < 4; skip++) vehicles.push(await addVehicle(t.app, 'servicebay', token, { skip }));
    // The first is the default; make the last the selected one, then delete all but one at once.
    await call({ method: 'POST', url: `/api/users/me/vehicles/${vehicles[3]!.did}/select` });
    const doomed = vehicles
      .slice(0, 3)
      .concat(vehicles[3]!)
      .filter((v) => v.did !== vehicles[2]!.did);
    const answers = await Promise.all(doomed.map((v) => call({ method: 'DELETE', url: `/api/users/me/vehicles/${v.did}` })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);

    const user = await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, session.user.uid) });
    const survivor = vehicleRef(session.user.uid, vehicles[2]!.did);
    expect([user!.defaultVehicleRef, user!.selectedVehicleRef]).toEqual([survivor, survivor]);
    const listed = (await call({ method: 'GET', url: '/api/users/me/vehicles' })).json().data;
    expect(listed.map((v: { did: string; isDefault: boolean; isSelected: boolean }) => [v.did, v.isDefault, v.isSelected])).toEqual([
      [vehicles[2]!.did, true, true],
    ]);
  });

  it('20 parallel account-deletion requests queue one erasure and answer one date', async () => {
    const { session, call } = await signedInCustomer(t.app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call({ method: 'POST', url: '/api/user/deleteAccount' })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().data.eraseAfter)).size).toBe(1);
    const queued = await t.database.db.query.jobs.findMany({ where: (j, { eq }) => eq(j.kind, 'erase-account') });
    expect(queued.filter((job) => (job.payload as { userId: string }).userId === session.user.uid)).toHaveLength(1);
  });
});

describe('parallel sign-ins of one staff account', () => {
  it(`${STAFF_MAX_FAILED_SIGN_INS * 4} wrong passwords at once lock it: every try counts, none is lost to another`, async () => {
    const workshopId = (await demoStaff(t.app, 'servicebay', 'manager')).staff.workshops[0]!.workshopId;
    const { member, password } = await staffWithRole(t.app, 'servicebay', 'cashier', workshopId);
    const signIn = (pass: string) =>
      onBrand(t.app, 'servicebay')({ method: 'POST', url: '/api/staff/sign-in', payload: { username: member.username, password: pass } });
    const answers = await Promise.all(Array.from({ length: STAFF_MAX_FAILED_SIGN_INS * 4 }, () => signIn('Wrong#Pass1')));
    const counts = tally(answers.map((answer) => answer.statusCode));
    // The first five are counted wrong; the rest meet the lock they made.
    expect(counts[401]).toBe(STAFF_MAX_FAILED_SIGN_INS);
    expect(counts[429]).toBe(STAFF_MAX_FAILED_SIGN_INS * 3);
    expect((await signIn(password)).statusCode).toBe(429);
  });
});
