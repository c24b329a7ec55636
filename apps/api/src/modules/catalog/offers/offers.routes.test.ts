import { addDays, marketToday, type TOffer } from '@servicebay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onBrand, type TestApp } from '../../../../test/build-test-app';
import { brands } from '../../../db/schema';
import { catalogOffers } from './offers.tables';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const offers = async (brand: string, language = 'en') =>
  (await onBrand(t.app, brand)({ method: 'GET', url: '/api/catalog/offers', headers: { 'accept-language': language } })).json().data as TOffer[];

describe('offers (customer spec sections 2, 3 and 9)', () => {
  it('lists newly added offers first (newest first), then running ones, then expired; one not started is not listed', async () => {
    const listed = await offers('servicebay');
    expect(listed.map((offer) => [offer.offerCode, offer.section])).toEqual([
      ['FIRST15', 'new'],
      ['COOLAC', 'new'],
      ['SAVE500', 'running'],
      ['MONSOON10', 'expired'],
    ]);
    const first = listed[0]!;
    expect(first.termsAndConditions.length).toBeGreaterThan(0);
    expect(first.validity.startDate <= first.validity.endDate).toBe(true);
  });

  it('the bike brand’s demo offers have not ended yet: its Expired section is empty', async () => {
    const listed = await offers('throttle');
    expect(listed.some((offer) => offer.section === 'new')).toBe(true);
    expect(listed.some((offer) => offer.section === 'running')).toBe(true);
    expect(listed.filter((offer) => offer.section === 'expired')).toEqual([]);
  });

  it('moves an offer between sections by the date in the brand’s market', async () => {
    const [brand] = await t.database.db.select().from(brands).where(eq(brands.slug, 'marina'));
    const today = marketToday(brand!.settings.countryCode);
    await t.database.db.insert(catalogOffers).values([
      {
        brandId: brand!.id,
        offerCode: 'ENDS-TODAY',
        name: 'Ends today',
        displayColor: '#000000',
        startDate: addDays(today, -30),
        endDate: today,
        discountKind: 'percent',
        discountBasisPoints: 500,
      },
      {
        brandId: brand!.id,
        offerCode: 'TEN-DAYS',
        name: 'Ten days old',
        displayColor: '#000000',
        startDate: addDays(today, -10),
        endDate: addDays(today, 5),
        discountKind: 'flat',
        discountAmountMinor: 100,
      },
      {
        brandId: brand!.id,
        offerCode: 'ELEVEN-DAYS',
        name: 'Eleven days old',
        displayColor: '#000000',
        startDate: addDays(today, -11),
        endDate: addDays(today, 5),
        discountKind: 'flat',
        discountAmountMinor: 100,
      },
    ]);
    const sectionOf = async (code: string) => (await offers('marina')).find((offer) => offer.offerCode === code)?.section;
    expect(await sectionOf('ENDS-TODAY')).toBe('running');
    expect(await sectionOf('TEN-DAYS')).toBe('new');
    expect(await sectionOf('ELEVEN-DAYS')).toBe('running');
  });

  it('reads in Arabic for an Arabic reader', async () => {
    const [first] = await offers('sahara', 'ar');
    expect(first!.name).toMatch(/[\u0600-\u06FF]/);
    expect(first!.termsAndConditions[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('each brand lists only its own offers', async () => {
    const [mine, theirs] = await Promise.all([offers('servicebay'), offers('quickfix')]);
    const ids = new Set(mine.map((offer) => offer.offerId));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((offer) => ids.has(offer.offerId))).toBe(false);
  });

  it('refuses a code already used by the brand in another case, and dates out of order', async () => {
    const [brand] = await t.database.db.select().from(brands).where(eq(brands.slug, 'pearl'));
    const row = { brandId: brand!.id, name: 'x', displayColor: '#000000', discountKind: 'percent' as const, discountBasisPoints: 100 };
    await expect(
      t.database.db.insert(catalogOffers).values({ ...row, offerCode: 'first15', startDate: '2026-01-01', endDate: '2026-02-01' }),
    ).rejects.toThrow();
    await expect(
      t.database.db.insert(catalogOffers).values({ ...row, offerCode: 'BACKWARDS', startDate: '2026-02-01', endDate: '2026-01-01' }),
    ).rejects.toThrow();
  });
});
