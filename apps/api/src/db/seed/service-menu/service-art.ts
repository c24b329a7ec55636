import type { TServiceCategory } from '@servicebay/domain';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../client';
import { catalogServices } from '../../schema';
import { BIKE_SERVICES } from './bike-services';
import { CAR_SERVICES } from './car-services';

/**
 * The demo menus' pictures: one drawing per category, kept in the customer app's public folder
 * (apps/customer/public/service-art/), so the same path answers from Vite in development and from
 * the built app the API serves.
 */
export const serviceArtUrl = (category: TServiceCategory) => `/service-art/${category}.svg`;

const DEMO_NAMES = new Map([...CAR_SERVICES, ...BIKE_SERVICES].map((service) => [service.key, service.name[0]]));

/**
 * Gives the demo services of a database seeded before they had pictures their category's drawing.
 * Only rows still as the demo wrote them (its key and English name) and without a picture: a
 * brand's own service, or one it renamed or pictured, is left alone.
 */
export async function fillDemoServiceArt(db: Db): Promise<void> {
  const bare = await db
    .select({ id: catalogServices.id, key: catalogServices.key, name: catalogServices.displayName, category: catalogServices.category })
    .from(catalogServices)
    .where(and(isNull(catalogServices.imageUrl), inArray(catalogServices.key, [...DEMO_NAMES.keys()])));
  const byCategory = new Map<TServiceCategory, string[]>();
  for (const service of bare.filter((row) => DEMO_NAMES.get(row.key) === row.name)) {
    byCategory.set(service.category, [...(byCategory.get(service.category) ?? []), service.id]);
  }
  for (const [category, ids] of byCategory) {
    await db
      .update(catalogServices)
      .set({ imageUrl: serviceArtUrl(category) })
      .where(inArray(catalogServices.id, ids));
  }
}
