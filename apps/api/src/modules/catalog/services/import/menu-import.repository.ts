import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { catalogServicePrices, catalogServices } from '../service-menu.tables';
import type { MenuPlan } from './menu-rows';

/** Rows per insert: far below PostgreSQL's 65,535 parameters for the price table's eight columns. */
const ROWS_PER_INSERT = 1_000;

/** Every column a re-loaded service takes from the workbook: all but its id, brand and key. */
const fromWorkbook = Object.fromEntries(
  Object.entries(getTableColumns(catalogServices))
    .filter(([field]) => !['id', 'brandId', 'key'].includes(field))
    .map(([field, column]) => [field, sql.raw(`excluded."${column.name}"`)]),
);

export type MenuImportRepository = ReturnType<typeof createMenuImportRepository>;

export function createMenuImportRepository(db: Db) {
  return {
    /**
     * Makes the plan the brand's whole menu in one transaction: services are matched by key and
     * updated in place (carts keep them), new keys are added, services the plan no longer names
     * are removed (with their prices, and the cart lines that held them), and each service's
     * price list is replaced.
     */
    replaceMenu: (brandId: string, plan: MenuPlan) =>
      db.transaction(async (tx) => {
        // Two imports of one brand's menu at once run one after the other: the second reads what the first saved.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`service-menu:${brandId}`}))`);
        const before = await tx.select({ id: catalogServices.id, key: catalogServices.key }).from(catalogServices).where(eq(catalogServices.brandId, brandId));
        const keys = new Set(plan.services.map((service) => service.values.key));
        const gone = before.filter((service) => !keys.has(service.key)).map((service) => service.id);
        if (gone.length > 0) await tx.delete(catalogServices).where(inArray(catalogServices.id, gone));
        const saved = await tx
          .insert(catalogServices)
          .values(plan.services.map((service) => ({ ...service.values, addOnSections: service.values.addOnSections ?? [], brandId })))
          .onConflictDoUpdate({ target: [catalogServices.brandId, catalogServices.key], set: fromWorkbook })
          .returning({ id: catalogServices.id, key: catalogServices.key });
        const idOf = new Map(saved.map((service) => [service.key, service.id]));
        await tx.delete(catalogServicePrices).where(inArray(catalogServicePrices.serviceId, [...idOf.values()]));
        const prices = plan.services.flatMap((service) =>
          service.prices.map(({ row: _row, ...price }) => ({ ...price, serviceId: idOf.get(service.values.key)! })),
        );
        for (let start = 0; start < prices.length; start += ROWS_PER_INSERT)
          await tx.insert(catalogServicePrices).values(prices.slice(start, start + ROWS_PER_INSERT));
        const existed = new Set(before.map((service) => service.key));
        const updated = plan.services.filter((service) => existed.has(service.values.key)).length;
        return { added: plan.services.length - updated, updated, removed: gone.length, prices: prices.length };
      }),
  };
}
