import { vehicleTypesFor, type TBrandVariant, type TCurrency } from '@servicebay/domain';
import type { Db } from '../../client';
import { bodyDamageTypes, bodyPartDamageTypes, bodyParts, catalogServicePrices, catalogServices } from '../../schema';
import { brandsLacking } from '../brands-lacking';
import { serviceMenuRows } from '../service-menu/seed-service-menu';
import { SEED_BODY_PARTS, SEED_DAMAGE_TYPES } from './body-parts';
import { BODY_PANEL_SERVICES } from './body-services';

type BodyPanelBrand = { id: string; variant: TBrandVariant; currency: TCurrency };

/** After the menu's own services, in menu order. */
const MENU_POSITION = 1_000;

/**
 * Gives every brand without body panel data the demo parts and damage types of the vehicles it
 * serves, and the services its menu lacks for them. Runs after the service menus: a brand whose
 * menu already has a service's key (its own menu, loaded earlier) keeps its own.
 */
export async function seedBodyPanel(db: Db, brands: BodyPanelBrand[]): Promise<boolean> {
  const lacking = await brandsLacking(db, bodyParts, bodyParts.brandId, brands);
  for (const brand of lacking) {
    const types = vehicleTypesFor(brand.variant);
    const parts = SEED_BODY_PARTS.filter((part) => types.includes(part.vehicleType));
    await db.transaction(async (tx) => {
      const damages = await tx
        .insert(bodyDamageTypes)
        .values(
          SEED_DAMAGE_TYPES.map((damage, sortOrder) => ({
            brandId: brand.id,
            key: damage.key,
            displayName: damage.name[0],
            displayNameAr: damage.name[1],
            sortOrder,
          })),
        )
        .returning({ id: bodyDamageTypes.id, key: bodyDamageTypes.key });
      const damageId = new Map(damages.map((damage) => [damage.key, damage.id]));
      const partRows = await tx
        .insert(bodyParts)
        .values(
          parts.map((part, sortOrder) => ({
            brandId: brand.id,
            vehicleType: part.vehicleType,
            key: part.key,
            displayName: part.name[0],
            displayNameAr: part.name[1],
            sortOrder,
          })),
        )
        .returning({ id: bodyParts.id, key: bodyParts.key });
      const partId = new Map(partRows.map((part) => [part.key, part.id]));
      await tx
        .insert(bodyPartDamageTypes)
        .values(
          parts.flatMap((part) => part.damages.map((damage) => ({ brandId: brand.id, partId: partId.get(part.key)!, damageTypeId: damageId.get(damage)! }))),
        );

      const damageOf = new Map(BODY_PANEL_SERVICES.map((service) => [service.key, service.damageTypeId ?? null]));
      const menu = serviceMenuRows(brand, BODY_PANEL_SERVICES);
      if (menu.length === 0) return;
      const inserted = await tx
        .insert(catalogServices)
        .values(menu.map(({ row }) => ({ ...row, damageTypeId: damageOf.get(row.key) ?? null, sortOrder: MENU_POSITION + row.sortOrder })))
        .onConflictDoNothing()
        .returning({ id: catalogServices.id, key: catalogServices.key });
      const serviceId = new Map(inserted.map((service) => [service.key, service.id]));
      const prices = menu.flatMap(({ row, prices }) =>
        serviceId.has(row.key) ? prices.map((price) => ({ ...price, serviceId: serviceId.get(row.key)! })) : [],
      );
      if (prices.length > 0) await tx.insert(catalogServicePrices).values(prices);
    });
  }
  return lacking.length > 0;
}
