import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobBoard, TStaffSession } from '@servicebay/domain';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { openWalkIn, type WalkIn } from '../../../test/job-card-factories';
import { asStaff, demoStaff } from '../../../test/staff-factories';

let t: TestApp;
let owner: TStaffSession;
let pearlOwner: TStaffSession;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await demoStaff(t.app, 'servicebay', 'owner');
  pearlOwner = await demoStaff(t.app, 'pearl', 'owner');
});
afterAll(() => t.close());

const letters = (count: number) => Array.from({ length: count }, () => 'ABCDEFGHJKLMNPRSTUVWXYZ'[randomInt(0, 23)]).join('');
/** An Indian plate no other card has, its last four digits given or not: 'KA41QZ7722'. */
const indianPlate = (lastFour = String(randomInt(1000, 10_000))) => `KA${randomInt(10, 100)}${letters(2)}${lastFour}`;
/** A name no other card has, for searching by its parts: 'Lakshmi Qzrtanan'. */
const uniqueName = () => `Lakshmi ${letters(1)}${letters(5).toLowerCase()}anan`;

const walkInCard = (walk: Omit<WalkIn, 'name' | 'plate'> & { name: string; plate: string }) => openWalkIn(t.app, walk);

const search = async (session: TStaffSession, workshopId: string, q: string, brand = 'servicebay') => {
  const answer = await asStaff(t.app, brand, session)({ method: 'GET', url: `/api/staff/workshops/${workshopId}/job-cards?q=${encodeURIComponent(q)}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data as TJobBoard).items.map((item) => item.jobCardId);
};

describe("the job board's one search box (issue 26 item 8)", () => {
  it('finds a card by its number, the end of its plate, part of the mobile number and part of the name, in its own workshop only', async () => {
    const [here, there] = owner.staff.workshops.map((workshop) => workshop.workshopId);
    const name = uniqueName();
    const { card, mobileNumber } = await walkInCard({ brand: 'servicebay', session: owner, workshopId: here!, name, plate: indianPlate('7722') });
    // The same name and plate end at another of the owner's workshops, and at another brand's.
    const { card: elsewhere } = await walkInCard({ brand: 'servicebay', session: owner, workshopId: there!, name, plate: indianPlate('7722') });
    const pearlWorkshop = pearlOwner.staff.workshops[0]!.workshopId;
    const { card: otherBrand } = await walkInCard({
      brand: 'pearl',
      session: pearlOwner,
      workshopId: pearlWorkshop,
      name,
      plate: String(randomInt(100_000, 1_000_000)),
    });
    const number = Number(card.jobCardNo.replace('JC-', ''));
    const plate = card.vehicleNumber!;
    const spaced = `${plate.slice(0, 2)} ${plate.slice(2, 4)} ${plate.slice(4, 6).toLowerCase()}-${plate.slice(6)}`;

    const finds = [
      card.jobCardNo,
      card.jobCardNo.toLowerCase().replace('-', ' '),
      card.jobCardNo.slice(3),
      String(number),
      '7722',
      spaced,
      plate.slice(0, 6).toLowerCase(),
      mobileNumber,
      mobileNumber.slice(3, 8),
      `+91 ${mobileNumber.slice(0, 5)} ${mobileNumber.slice(5)}`,
      `0${mobileNumber}`,
      name.toUpperCase(),
      name.split(' ')[1]!.slice(0, 4).toLowerCase(),
      name.split(' ')[1]!.slice(2, 7),
    ];
    for (const q of finds) {
      const found = await search(owner, here!, q);
      expect(found, q).toContain(card.jobCardId);
      expect(found, q).not.toContain(elsewhere.jobCardId);
      expect(found, q).not.toContain(otherBrand.jobCardId);
    }
    // Pearl's desk searching its own workshop for the same name finds its own card only.
    expect(await search(pearlOwner, pearlWorkshop, name, 'pearl')).toEqual([otherBrand.jobCardId]);
    expect(await search(owner, here!, `${name.split(' ')[1]}zz`)).toEqual([]);
    // A plate's middle is not its start or end.
    expect(await search(owner, here!, plate.slice(3, 7))).not.toContain(card.jobCardId);
  });

  it('ranks the card of that number first, before a newer card whose plate ends with the same digits', async () => {
    const workshopId = owner.staff.workshops[0]!.workshopId;
    const { card } = await walkInCard({ brand: 'servicebay', session: owner, workshopId, name: uniqueName(), plate: indianPlate() });
    const digits = String(Number(card.jobCardNo.replace('JC-', '')));
    const { card: newer } = await walkInCard({
      brand: 'servicebay',
      session: owner,
      workshopId,
      name: uniqueName(),
      plate: indianPlate(digits.padStart(4, '0')),
    });
    const found = await search(owner, workshopId, digits);
    expect(found[0]).toBe(card.jobCardId);
    expect(found).toContain(newer.jobCardId);
  });

  it('answers text that is nothing it can search by with no cards, never an error', async () => {
    const workshopId = owner.staff.workshops[0]!.workshopId;
    for (const q of ['%', '_', '\\', "'; drop --", '!!!', '٪']) expect(await search(owner, workshopId, q), q).toEqual([]);
  });
});
