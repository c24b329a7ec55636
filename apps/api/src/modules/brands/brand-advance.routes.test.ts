import { eq } from 'drizzle-orm';
import { minorOf, type TCart, type TService } from '@servicebay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { addAddress, addVehicle, signedInCustomer } from '../../../test/garage-factories';
import { brands } from './brands.tables';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A customer of `brand` with the brand's Basic Service in their cart; the cart as they read it. */
async function cartWithBasicService(brand: string): Promise<TCart> {
  const { token, call } = await signedInCustomer(t.app, brand);
  await addVehicle(t.app, brand, token);
  await addAddress(t.app, brand, token);
  const menu = (await onBrand(t.app, brand)({ method: 'GET', url: '/api/workshop/services' })).json().data as TService[];
  const basic = menu.find((service) => service.displayName === 'Basic Service')!;
  const added = await call({ method: 'POST', url: '/api/transaction/cart/items', payload: { serviceId: basic.serviceId } });
  expect(added.statusCode, added.body).toBe(200);
  return (await call({ method: 'GET', url: '/api/transaction/cart' })).json().data as TCart;
}

describe('the brand’s advance at booking (the cart estimate’s advancePayment)', () => {
  it('a share of what is payable, rounded up to the paisa, for a brand that asks 20 %', async () => {
    const { estimate } = await cartWithBasicService('deccan');
    expect(estimate.totalEstimated).toBeGreaterThan(0);
    const totalPaise = minorOf(estimate.totalEstimated, 'INR');
    expect(minorOf(estimate.advancePayment, 'INR')).toBe(Math.ceil((totalPaise * 2_000) / 10_000));
  });

  it('a fixed amount for a brand that asks a deposit (AED 50.00)', async () => {
    const { estimate } = await cartWithBasicService('marina');
    expect(estimate).toMatchObject({ currency: 'AED', advancePayment: 50 });
    expect(estimate.totalEstimated).toBeGreaterThan(50);
  });

  it('nothing for a brand that asks none: everything payable is paid at booking', async () => {
    expect((await cartWithBasicService('servicebay')).estimate.advancePayment).toBe(0);
  });

  it('the database holds a share between 0 and 100 %, or a fixed amount of 0 or more, never both', async () => {
    const set = (values: Partial<typeof brands.$inferInsert>) => t.database.db.update(brands).set(values).where(eq(brands.slug, 'pearl'));
    await expect(set({ advanceBasisPoints: 10_001 })).rejects.toThrow();
    await expect(set({ advanceAmountMinor: -1 })).rejects.toThrow();
    await expect(set({ advanceBasisPoints: 1_000, advanceAmountMinor: 5_000 })).rejects.toThrow();
    await expect(set({ advanceBasisPoints: 10_000 })).resolves.toBeDefined();
  });
});
