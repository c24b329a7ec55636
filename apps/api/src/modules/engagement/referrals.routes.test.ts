import type { TNotification, TReferralDetails } from '@servicebay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithBooking, moveBooking } from '../../../test/booking-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signInAsGuest } from '../../../test/factories';
import { api, signedInCustomer } from '../../../test/garage-factories';
import { referrals } from './referrals.tables';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Call = Awaited<ReturnType<typeof signedInCustomer>>['call'];
const detailsOf = async (call: Call) => ((await call({ method: 'GET', url: '/api/user/referral' })).json().data as TReferralDetails[])[0]!;
const apply = (call: Call, referralCode: unknown) => call({ method: 'POST', url: '/api/user/referral', payload: { referralCode } });

/** A referrer and their code. */
async function referrer(brand = 'servicebay') {
  const customer = await signedInCustomer(t.app, brand);
  return { ...customer, code: (await detailsOf(customer.call)).code };
}

/** A referee who applied `code` and then booked; `deliver` completes that booking. */
async function refereeOf(code: string) {
  const referee = await customerWithBooking(t.app, 'servicebay', async (call) => expect((await apply(call, code)).statusCode).toBe(200));
  return { ...referee, deliver: () => moveBooking(t.app, 'servicebay', referee.bookingId, 'Delivered') };
}

describe('Refer and Earn (customer spec sections 2, 8 and 9)', () => {
  it('gives each customer one code of their own, with nothing earned yet and three referrals left', async () => {
    const { call, code } = await referrer();
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(await detailsOf(call)).toEqual({
      code,
      pointsEarned: 0,
      referralPoint: 100,
      referralsUsed: 0,
      referralsRemaining: 3,
      referralsTotal: 3,
      maxCoins: 300,
      appliedCode: null,
    });
    expect((await referrer()).code).not.toBe(code);
  });

  it("refuses an empty code, a code no one holds, one's own and another brand's, with the spec's messages", async () => {
    const owner = await referrer();
    const other = await referrer('marina');
    const cases: [unknown, number, string][] = [
      ['', 400, 'Please enter valid referral code'],
      ['   ', 400, 'Please enter valid referral code'],
      ['ZZZZZZZZ', 404, 'No user found with this referral code'],
      [owner.code, 400, 'You cannot use your own referral code'],
      [other.code, 404, 'No user found with this referral code'],
    ];
    for (const [code, status, message] of cases) {
      const answer = await apply(owner.call, code);
      expect([answer.statusCode, answer.json().error.message]).toEqual([status, message]);
    }
    expect((await apply(owner.call, 'ZZZZZZZZ')).json().error.title).toBe('No user found with this referral code');
    expect(await t.database.db.select().from(referrals).where(eq(referrals.refereeId, owner.session.user.uid))).toEqual([]);
  });

  it('is for signed-in customers: a guest is asked to sign in', async () => {
    const { code } = await referrer();
    const guest = await signInAsGuest(t.app, 'servicebay');
    const call = api(t.app, 'servicebay', guest.accessToken);
    for (const answer of [await call({ method: 'GET', url: '/api/user/referral' }), await apply(call, code)])
      expect([answer.statusCode, answer.json().error.message]).toEqual([403, 'Please sign in to refer and earn']);
  });

  it('takes one code per referee, also from two tabs at once, in any letter case', async () => {
    const [first, second] = [await referrer(), await referrer()];
    const referee = await signedInCustomer(t.app);
    const answers = await Promise.all([apply(referee.call, first.code.toLowerCase()), apply(referee.call, ` ${second.code} `)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const applied = answers.find((answer) => answer.statusCode === 200)!;
    expect(applied.json()).toEqual({ status: 'SUCCESS', data: [{ message: 'Referral code applied. Book a service within 30 days to reward your friend.' }] });
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error.message).toBe('You have already applied a referral code');
    expect([first.code, second.code]).toContain((await detailsOf(referee.call)).appliedCode);
  });

  it("credits the referrer's points when the referee's first booking completes, and tells them", async () => {
    const owner = await referrer();
    const referee = await refereeOf(owner.code);
    expect((await detailsOf(owner.call)).pointsEarned).toBe(0);
    await moveBooking(t.app, 'servicebay', referee.bookingId, 'Work-In-Progress');
    expect((await detailsOf(owner.call)).pointsEarned).toBe(0);
    expect((await referee.deliver()).statusCode).toBe(200);
    expect(await detailsOf(owner.call)).toMatchObject({ pointsEarned: 100, referralsUsed: 1, referralsRemaining: 2 });
    const told = (await owner.call({ method: 'GET', url: '/api/transaction/notifications' })).json().data as TNotification[];
    expect(told.map((n) => n.description)).toEqual(["Your friend's first service is complete: you earned 100 points"]);
  });

  it('gives nothing for a booking made more than 30 days after the code was applied, and waits on one made before it', async () => {
    const owner = await referrer();
    const early = await customerWithBooking(t.app, 'servicebay');
    expect((await apply(early.call, owner.code)).statusCode).toBe(200);
    await moveBooking(t.app, 'servicebay', early.bookingId, 'Delivered');
    const statusOf = async (code: string) => (await t.database.db.select().from(referrals).where(eq(referrals.code, code))).map((row) => row.status);
    expect(await statusOf(owner.code)).toEqual(['pending']);

    const patient = await referrer();
    const late = await customerWithBooking(t.app, 'servicebay', async (call) => {
      expect((await apply(call, patient.code)).statusCode).toBe(200);
      const applied = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
      await t.database.db.update(referrals).set({ appliedAt: applied }).where(eq(referrals.code, patient.code));
    });
    expect((await moveBooking(t.app, 'servicebay', late.bookingId, 'Delivered')).statusCode).toBe(200);
    expect(await statusOf(patient.code)).toEqual(['lapsed']);
    expect((await detailsOf(patient.call)).pointsEarned).toBe(0);
  });

  it('earns for three referrals at most (3 x the points), and a spent code is refused', async () => {
    const owner = await referrer();
    const referees = [];
    for (let i = 0; i < 4; i++) referees.push(await refereeOf(owner.code));
    await Promise.all(referees.map((referee) => referee.deliver()));
    expect(await detailsOf(owner.call)).toMatchObject({ pointsEarned: 300, referralsUsed: 3, referralsRemaining: 0 });
    const statuses = (await t.database.db.select().from(referrals).where(eq(referrals.code, owner.code))).map((row) => row.status).sort();
    expect(statuses).toEqual(['credited', 'credited', 'credited', 'lapsed']);
    const latecomer = await signedInCustomer(t.app);
    const refused = await apply(latecomer.call, owner.code);
    expect([refused.statusCode, refused.json().error.message]).toEqual([409, 'This referral code has no referrals left']);
  });
});
