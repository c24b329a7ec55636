import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHECKLIST_ITEMS, MAX_JOB_CARD_IMAGES, type TChecklist, type TJobCard, type TStaffSession } from '@servicebay/domain';
import { customerWithBooking } from '../../../test/booking-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { multipart, PDF, PNG, storageKeyOf } from '../../../test/garage-factories';
import { asStaff, demoStaff } from '../../../test/staff-factories';

let t: TestApp;
let owner: TStaffSession;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await demoStaff(t.app, BRAND, 'owner');
});
afterAll(() => t.close());

const BRAND = 'servicebay';
const as = (session: TStaffSession) => asStaff(t.app, BRAND, session);
const errorOf = (answer: { json: () => unknown }) => (answer.json() as { error: { code: string; message: string; field?: string } }).error;

/** A job card opened from a customer's booking, and the path of its workshop. */
async function openCard() {
  const booking = await (await customerWithBooking(t.app, BRAND)).booking();
  const base = `/api/staff/workshops/${booking.workshopId}`;
  const card = (await as(owner)({ method: 'POST', url: `${base}/bookings/${booking.bookingId}/accept` })).json().data as TJobCard;
  return { card, url: `${base}/job-cards/${card.jobCardId}` };
}
const photo = (file = PNG, filename = 'dent.png') => multipart([{ name: 'file', file, filename, type: 'image/png' }]);
const stored = (url: string) => existsSync(path.join(t.config.dataDir, 'files', storageKeyOf(url)));

describe('the vehicle condition and delivery checklists (workshop spec sections 2 and 3)', () => {
  it('start as the usual items unticked, and keep what the advisor saved', async () => {
    const { card, url } = await openCard();
    expect(card.checklists.condition.map((entry) => entry.item)).toEqual(DEFAULT_CHECKLIST_ITEMS.condition);
    expect(card.checklists.delivery.every((entry) => entry.isOk === null)).toBe(true);

    const ticked: TChecklist = [
      { item: 'Spare wheel', isOk: true, note: null },
      { item: 'Dents and scratches', isOk: false, note: 'Scratch on the rear left door' },
      { item: 'Child seat', isOk: true, note: null },
    ];
    const saved = await as(owner)({ method: 'PUT', url: `${url}/checklists/condition`, payload: ticked });
    expect(saved.statusCode).toBe(200);
    expect((saved.json().data as TJobCard).checklists.condition).toEqual(ticked);
    expect((await as(owner)({ method: 'GET', url: `${url}/checklists/condition` })).json().data).toEqual(ticked);
    // The other list is untouched.
    expect(((await as(owner)({ method: 'GET', url: `${url}/checklists/delivery` })).json().data as TChecklist).length).toBe(
      DEFAULT_CHECKLIST_ITEMS.delivery.length,
    );
  });

  it('refuses an item without a name or a list of another kind, and keeps what was saved', async () => {
    const { url } = await openCard();
    await as(owner)({ method: 'PUT', url: `${url}/checklists/delivery`, payload: [{ item: 'Washed and cleaned', isOk: true, note: null }] });
    const blank = await as(owner)({ method: 'PUT', url: `${url}/checklists/delivery`, payload: [{ item: '  ', isOk: true, note: null }] });
    expect(blank.statusCode).toBe(400);
    expect((await as(owner)({ method: 'GET', url: `${url}/checklists/insurance` })).statusCode).toBe(400);
    expect((await as(owner)({ method: 'GET', url: `${url}/checklists/delivery` })).json().data).toEqual([
      { item: 'Washed and cleaned', isOk: true, note: null },
    ]);
  });

  it("is not found through another workshop's path", async () => {
    const { card } = await openCard();
    const elsewhere = owner.staff.workshops.find((workshop) => workshop.workshopId !== card.workshopId)!.workshopId;
    const foreign = await as(owner)({ method: 'GET', url: `/api/staff/workshops/${elsewhere}/job-cards/${card.jobCardId}/checklists/condition` });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("the job card's photos (body damage images through the storage adapter)", () => {
  it('are stored in the workshop’s folder, listed with a URL that opens them, and removed by name', async () => {
    const { url } = await openCard();
    const added = await as(owner)({ method: 'POST', url: `${url}/images`, payload: photo() });
    expect(added.statusCode).toBe(200);
    const [image] = (added.json().data as TJobCard).images;
    expect(storageKeyOf(image!.url)).toMatch(/^workshops\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/job-cards\//);
    const opened = await t.app.inject({ method: 'GET', url: image!.url, headers: { host: `${BRAND}.localhost:3000` } });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(PNG)).toBe(true);
    // Its signed URL is its brand's: on another brand's host it is not found.
    const elsewhere = await t.app.inject({ method: 'GET', url: image!.url, headers: { host: 'quickfix.localhost:3000' } });
    expect(elsewhere.statusCode).toBe(404);

    const removed = await as(owner)({ method: 'DELETE', url: `${url}/images/${image!.name}` });
    expect((removed.json().data as TJobCard).images).toEqual([]);
    expect(stored(image!.url)).toBe(false);
    expect((await as(owner)({ method: 'DELETE', url: `${url}/images/${image!.name}` })).statusCode).toBe(404);
  });

  it('refuses a file that is not a photo, and stores nothing', async () => {
    const { url } = await openCard();
    const refused = await as(owner)({ method: 'POST', url: `${url}/images`, payload: photo(PDF, 'dent.png') });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe('Please upload a png or jpg photo');
    expect(((await as(owner)({ method: 'GET', url })).json().data as TJobCard).images).toEqual([]);
  });

  it(`keeps at most ${MAX_JOB_CARD_IMAGES}, even when they arrive at once`, async () => {
    const { url } = await openCard();
    const answers = await Promise.all(
      Array.from({ length: MAX_JOB_CARD_IMAGES + 3 }, () => as(owner)({ method: 'POST', url: `${url}/images`, payload: photo() })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(MAX_JOB_CARD_IMAGES);
    const full = answers.filter((answer) => answer.statusCode !== 200);
    expect(full.map((answer) => errorOf(answer).code)).toEqual(['jobCards/images-full', 'jobCards/images-full', 'jobCards/images-full']);
    expect(errorOf(full[0]!).message).toBe('A job card keeps at most 20 photos');
    const { images } = (await as(owner)({ method: 'GET', url })).json().data as TJobCard;
    expect(images).toHaveLength(MAX_JOB_CARD_IMAGES);
    // The three refused were stored first, then removed: the card's folder holds only what it names.
    const folder = path.dirname(path.join(t.config.dataDir, 'files', storageKeyOf(images[0]!.url)));
    expect(readdirSync(folder)).toHaveLength(MAX_JOB_CARD_IMAGES);
  });
});
