import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TVehicleType } from '@servicebay/domain';
import type { Db } from '../../../db/client';
import { catalogArticles, catalogFaqs, catalogServicePrices, catalogServices } from './service-menu.tables';

export type ServiceMenuRepository = ReturnType<typeof createServiceMenuRepository>;
export type ServiceRow = typeof catalogServices.$inferSelect;
export type ServicePriceRecord = typeof catalogServicePrices.$inferSelect;

/** The brand's service menu, FAQs and articles: every query is scoped to the brand. */
export function createServiceMenuRepository(db: Db) {
  return {
    services: (brandId: string, vehicleTypes: readonly TVehicleType[]) =>
      vehicleTypes.length === 0
        ? Promise.resolve([] as ServiceRow[])
        : db
            .select()
            .from(catalogServices)
            .where(and(eq(catalogServices.brandId, brandId), inArray(catalogServices.vehicleType, [...vehicleTypes])))
            .orderBy(asc(catalogServices.vehicleType), asc(catalogServices.sortOrder)),

    service: async (brandId: string, serviceId: string): Promise<ServiceRow | undefined> =>
      (
        await db
          .select()
          .from(catalogServices)
          .where(and(eq(catalogServices.brandId, brandId), eq(catalogServices.id, serviceId)))
          .limit(1)
      )[0],

    servicesByIds: (brandId: string, serviceIds: readonly string[], tx: Db = db) =>
      serviceIds.length === 0
        ? Promise.resolve([] as ServiceRow[])
        : tx
            .select()
            .from(catalogServices)
            .where(and(eq(catalogServices.brandId, brandId), inArray(catalogServices.id, [...serviceIds]))),

    /** Price rows of services already read for the brand (their ids come from `services` or `service`). */
    prices: (serviceIds: readonly string[]) =>
      serviceIds.length === 0
        ? Promise.resolve([] as ServicePriceRecord[])
        : db
            .select()
            .from(catalogServicePrices)
            .where(inArray(catalogServicePrices.serviceId, [...serviceIds])),

    faqs: (brandId: string, listId: string) =>
      db
        .select()
        .from(catalogFaqs)
        .where(and(eq(catalogFaqs.brandId, brandId), eq(catalogFaqs.listId, listId)))
        .orderBy(asc(catalogFaqs.sortOrder)),

    articles: (brandId: string, listId: string) =>
      db
        .select()
        .from(catalogArticles)
        .where(and(eq(catalogArticles.brandId, brandId), eq(catalogArticles.listId, listId)))
        .orderBy(asc(catalogArticles.sortOrder)),
  };
}
