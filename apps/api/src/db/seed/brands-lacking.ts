import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/**
 * Of `brands`, the ones with no row in `table` yet, in one query: each part of the demo data fills
 * only the brands that lack it, so a brand added later gets it at the next start.
 */
export async function brandsLacking<B extends { id: string }>(db: Db, table: PgTable, brandId: AnyPgColumn, brands: B[]): Promise<B[]> {
  const having = new Set((await db.selectDistinct({ brandId }).from(table)).map((row) => row.brandId as string));
  return brands.filter((brand) => !having.has(brand.id));
}
