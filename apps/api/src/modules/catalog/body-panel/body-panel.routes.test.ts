import type { TDamageType, TServiceDetails, TVehiclePerspective } from '@servicebay/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onBrand, type TestApp } from '../../../../test/build-test-app';
import { BODY_PANEL_SERVICES } from '../../../db/seed/body-panel/body-services';
import { bodyParts, brands, catalogServices } from '../../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ask = (brand: string, url: string, language = 'en') => onBrand(t.app, brand)({ method: 'GET', url, headers: { 'accept-language': language } });
async function data<T>(brand: string, url: string, language = 'en'): Promise<T> {
  const response = await ask(brand, url, language);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data as T;
}
const perspectives = (brand: string, catalogVehicleId: string, language = 'en') =>
  data<TVehiclePerspective[]>(brand, `/api/settings/vehicle-perspectives?catalogVehicleId=${catalogVehicleId}`, language);
const damageTypes = (brand: string, partId: string, language = 'en') => data<TDamageType[]>(brand, `/api/settings/damage-types?partId=${partId}`, language);
const bodyDamage = (brand: string, query: string, language = 'en') => data<TServiceDetails>(brand, `/api/catalog/services/body-damage?${query}`, language);
const partsOf = (perspective: TVehiclePerspective) => perspective.partSections.map((section) => section.partId);

const NEXON_PETROL = 'car.tata.nexon.smart';
const BMW_PETROL = 'car.bmw.3-series.320i';
/** Sold in every market (the Nexon is an Indian car). */
const CRETA = 'car.hyundai.creta.e';
const SPLENDOR = '2w.hero-motocorp.splendor-plus.i3s';
const CLASSIC_350 = '2w.royal-enfield.classic-350.redditch';
const inr = (key: string) => BODY_PANEL_SERVICES.find((service) => service.key === key)!.price[0];

describe('the vehicle perspectives (customer spec sections 3 and 7)', () => {
  it('a car: front, rear, left and right, each a drawing the API serves with the brand’s parts on it', async () => {
    const views = await perspectives('servicebay', NEXON_PETROL);
    expect(views.map((view) => view.orientation)).toEqual(['front', 'rear', 'left', 'right']);
    const [front, rear, left, right] = views;
    expect(partsOf(front!)).toEqual(expect.arrayContaining(['bonnet', 'front-bumper', 'windscreen', 'left-headlamp', 'right-headlamp']));
    expect(partsOf(rear!)).toEqual(expect.arrayContaining(['boot', 'rear-bumper', 'left-tail-lamp', 'right-tail-lamp']));
    expect(partsOf(left!)).toEqual(expect.arrayContaining(['left-front-door', 'left-rear-door', 'left-quarter-panel']));
    expect(partsOf(right!)).toEqual(expect.arrayContaining(['right-front-door', 'right-rear-door', 'right-quarter-panel']));
    const door = left!.partSections.find((section) => section.partId === 'left-front-door')!;
    expect(door.displayName).toBe('Left front door');
    expect(door.sectionPoints.length).toBeGreaterThanOrEqual(3);
    for (const { x, y } of door.sectionPoints) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(left!.viewBox.width);
      expect(y).toBeLessThanOrEqual(left!.viewBox.height);
    }

    const art = await t.app.inject({ method: 'GET', url: left!.imageUrl });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(art.body).toContain(`viewBox="0 0 ${left!.viewBox.width} ${left!.viewBox.height}"`);
    // The address names the drawing's version, so the browser may keep it for good.
    expect(art.headers['cache-control']).toContain('immutable');
    const unversioned = await t.app.inject({ method: 'GET', url: left!.imageUrl.split('?')[0]! });
    expect(unversioned.headers['cache-control']).not.toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/api/body-panel-art/boat-left.svg' })).statusCode).toBe(404);
  });

  it('a motorcycle: its own parts, the exhaust on its right side only', async () => {
    for (const brand of ['servicebay', 'throttle']) {
      const [front, rear, left, right] = await perspectives(brand, SPLENDOR);
      expect(partsOf(front!)).toEqual(expect.arrayContaining(['headlamp', 'front-fork', 'front-mudguard', 'fuel-tank']));
      expect(partsOf(rear!)).toEqual(expect.arrayContaining(['tail-lamp', 'rear-mudguard', 'seat', 'exhaust']));
      expect(partsOf(left!)).toEqual(expect.arrayContaining(['left-side-panel', 'fuel-tank', 'seat']));
      expect(partsOf(left!)).not.toContain('exhaust');
      expect(partsOf(right!)).toEqual(expect.arrayContaining(['right-side-panel', 'exhaust']));
      expect(left!.imageUrl).toMatch(/two-wheeler-left\.svg/);
    }
  });

  it('names the parts in the reader’s language', async () => {
    const [front] = await perspectives('sahara', CRETA, 'ar');
    expect(front!.partSections.find((section) => section.partId === 'bonnet')!.displayName).toBe('غطاء المحرك');
  });

  it('an unknown vehicle, or a car on the bike brand, is not found; a missing one is a bad request', async () => {
    expect((await ask('servicebay', '/api/settings/vehicle-perspectives?catalogVehicleId=car.nothing.at-all')).statusCode).toBe(404);
    expect((await ask('throttle', `/api/settings/vehicle-perspectives?catalogVehicleId=${NEXON_PETROL}`)).statusCode).toBe(404);
    expect((await ask('servicebay', '/api/settings/vehicle-perspectives')).statusCode).toBe(400);
  });
});

describe('the damage types of a part', () => {
  it('lists a part’s damages, lightest first, in the reader’s language', async () => {
    expect((await damageTypes('servicebay', 'front-bumper')).map((damage) => damage.damageTypeId)).toEqual([
      'scratch',
      'paint-fade',
      'dent',
      'crack',
      'broken',
    ]);
    expect(await damageTypes('servicebay', 'windscreen')).toEqual([
      { damageTypeId: 'chip', displayName: 'Chip' },
      { damageTypeId: 'crack', displayName: 'Crack' },
    ]);
    expect((await damageTypes('servicebay', 'seat')).map((damage) => damage.damageTypeId)).toEqual(['tear']);
    expect((await damageTypes('marina', 'windscreen', 'ar')).map((damage) => damage.displayName)).toEqual(['نقرة صغيرة', 'شرخ']);
  });

  it('an unknown part is not found, with its own code; a car’s part is unknown to the bike brand', async () => {
    for (const [brand, partId] of [
      ['servicebay', 'steering-wheel'],
      ['throttle', 'bonnet'],
    ] as const) {
      const response = await ask(brand, `/api/settings/damage-types?partId=${partId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('body-panel/unknown-part');
    }
    expect((await ask('servicebay', '/api/settings/damage-types?partId=Not%20A%20Key')).statusCode).toBe(400);
  });
});

describe('the service for a damaged part', () => {
  it('is the part’s service, priced for the vehicle in each pricing segment', async () => {
    const standard = await bodyDamage('servicebay', `partId=left-rear-door&damageTypeId=dent&catalogVehicleId=${NEXON_PETROL}`);
    expect(standard.service).toMatchObject({ displayName: 'Left Rear Door Paint', partId: 'left-rear-door', category: 'denting-painting' });
    expect(standard.pricing).toEqual({ amount: inr('paint-left-rear-door'), currency: 'INR', model: 'fixed' });
    expect(standard.service.displayTags.some((tag) => tag.endsWith('Body Panel'))).toBe(true);

    const premium = await bodyDamage('servicebay', `partId=left-rear-door&damageTypeId=dent&catalogVehicleId=${NEXON_PETROL}&pricingSegment=premium`);
    expect(premium.service.serviceId).toBe(standard.service.serviceId);
    expect(premium.pricing!.amount).toBeGreaterThan(standard.pricing!.amount);
    const luxury = await bodyDamage('servicebay', `partId=left-rear-door&damageTypeId=dent&catalogVehicleId=${BMW_PETROL}`);
    expect(luxury.pricing!.amount).toBeGreaterThan(standard.pricing!.amount);
    // Without a vehicle: from the lowest price.
    expect((await bodyDamage('servicebay', 'partId=left-rear-door&damageTypeId=dent')).pricing!.model).toBe('startingFrom');
  });

  it('matches the panels the menu already painted, and bikes’ parts', async () => {
    expect((await bodyDamage('servicebay', `partId=bonnet&damageTypeId=scratch&catalogVehicleId=${NEXON_PETROL}`)).service.displayName).toBe('Bonnet Paint');
    const tank = await bodyDamage('throttle', `partId=fuel-tank&damageTypeId=dent&catalogVehicleId=${CLASSIC_350}`);
    expect(tank.service).toMatchObject({ partId: 'fuel-tank', vehicleType: 'two-wheeler' });
    const massTank = await bodyDamage('throttle', `partId=fuel-tank&damageTypeId=dent&catalogVehicleId=${SPLENDOR}`);
    expect(tank.pricing!.amount).toBeGreaterThan(massTank.pricing!.amount);
  });

  it('takes the service written for the damage when there is one: a chip is repaired, a crack replaced', async () => {
    const chip = await bodyDamage('servicebay', `partId=windscreen&damageTypeId=chip&catalogVehicleId=${NEXON_PETROL}`);
    const crack = await bodyDamage('servicebay', `partId=windscreen&damageTypeId=crack&catalogVehicleId=${NEXON_PETROL}`);
    expect(chip.service).toMatchObject({ displayName: 'Windscreen Chip Repair', damageTypeId: 'chip' });
    expect(crack.service).toMatchObject({ displayName: 'Windscreen Replacement', damageTypeId: null });
    expect(chip.pricing!.amount).toBeLessThan(crack.pricing!.amount);
  });

  it('reads in Arabic, in the brand’s currency; a brand that hides prices shows none', async () => {
    const arabic = await bodyDamage('sahara', `partId=roof&damageTypeId=dent&catalogVehicleId=${CRETA}`, 'ar');
    expect(arabic.service.displayName).toBe('طلاء السقف');
    expect(arabic.pricing).toMatchObject({ currency: 'SAR', model: 'fixed' });
    expect((await bodyDamage('fleethub', `partId=roof&damageTypeId=dent&catalogVehicleId=${NEXON_PETROL}`)).pricing).toBeNull();
  });

  it('refuses an unknown part, a damage the part does not list, and a part the brand has no service for, each with its code', async () => {
    const code = async (query: string) => {
      const response = await ask('servicebay', `/api/catalog/services/body-damage?${query}`);
      return [response.statusCode, response.json().error?.code];
    };
    expect(await code('partId=steering-wheel&damageTypeId=dent')).toEqual([404, 'body-panel/unknown-part']);
    expect(await code('partId=windscreen&damageTypeId=dent')).toEqual([404, 'body-panel/unknown-damage-type']);
    expect(await code('partId=windscreen')).toEqual([400, 'request/invalid']);

    // A brand that took the service off its menu: the part stays, nothing mends it.
    const [deccan] = await t.database.db.select().from(brands).where(eq(brands.slug, 'deccan'));
    await t.database.db.delete(catalogServices).where(and(eq(catalogServices.brandId, deccan!.id), eq(catalogServices.partId, 'roof')));
    const response = await ask('deccan', '/api/catalog/services/body-damage?partId=roof&damageTypeId=dent');
    expect([response.statusCode, response.json().error.code]).toEqual([404, 'body-panel/no-service']);
  });
});

describe('one brand’s body panel is not another’s', () => {
  it('a brand’s part names, parts and services are its own', async () => {
    const [quickfix] = await t.database.db.select().from(brands).where(eq(brands.slug, 'quickfix'));
    const quickfixParts = and(eq(bodyParts.brandId, quickfix!.id), eq(bodyParts.key, 'bonnet'));
    await t.database.db.update(bodyParts).set({ displayName: 'QuickFix hood' }).where(quickfixParts);
    await t.database.db.delete(bodyParts).where(and(eq(bodyParts.brandId, quickfix!.id), eq(bodyParts.key, 'roof')));

    const name = (views: TVehiclePerspective[]) => views[0]!.partSections.find((section) => section.partId === 'bonnet')!.displayName;
    expect(name(await perspectives('quickfix', CRETA))).toBe('QuickFix hood');
    expect(name(await perspectives('marina', CRETA))).toBe('Bonnet');
    expect(partsOf((await perspectives('quickfix', CRETA))[0]!)).not.toContain('roof');
    expect(partsOf((await perspectives('marina', CRETA))[0]!)).toContain('roof');
    expect((await ask('quickfix', '/api/settings/damage-types?partId=roof')).statusCode).toBe(404);

    const mine = await bodyDamage('servicebay', 'partId=left-front-door&damageTypeId=dent');
    const theirs = await bodyDamage('marina', 'partId=left-front-door&damageTypeId=dent');
    expect(theirs.service.serviceId).not.toBe(mine.service.serviceId);
    expect(theirs.pricing!.currency).toBe('AED');
    // The service the other brand answered is not this brand's to open.
    expect((await ask('servicebay', `/api/catalog/service/${theirs.service.serviceId}`)).statusCode).toBe(404);
  });
});
