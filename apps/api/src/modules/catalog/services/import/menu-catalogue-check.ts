import type { TMenuSheetProblem, TVehicleType } from '@servicebay/domain';
import type { Brand } from '../../../../platform/tenancy';
import type { CatalogService } from '../../catalog.service';
import { VEHICLE_TYPE_NAMES } from './menu-cells';
import type { MenuPlan } from './menu-rows';

/**
 * A price narrowed to a make, model or variant the brand's vehicle catalogue does not hold, or one
 * of another vehicle type, or a model of another make, would fit no vehicle: the price would never
 * be charged. Each such cell is a problem of the prices sheet.
 */
export async function checkCatalogueIds(plan: MenuPlan, brand: Brand, catalog: CatalogService, problems: TMenuSheetProblem[]) {
  const prices = plan.services.flatMap((service) => service.prices.map((price) => ({ price, vehicleType: service.values.vehicleType })));
  const named = (pick: (price: (typeof prices)[number]['price']) => string | null | undefined) => [
    ...new Set(prices.flatMap(({ price }) => pick(price) ?? [])),
  ];
  if (!prices.some(({ price }) => price.makeId || price.modelId || price.catalogVehicleId)) return;

  const makes = new Map((await catalog.makes(brand)).map((make) => [make.makeId, make.vehicleType]));
  const modelIds = named((price) => price.modelId);
  const models = new Map((modelIds.length ? await catalog.models(brand, { modelIds }) : []).map((model) => [model.modelId, model.makeId]));
  const variants = new Map(
    (await Promise.all(named((price) => price.catalogVehicleId).map((id) => catalog.variantById(brand, id)))).flatMap((variant) =>
      variant ? [[variant.id, variant]] : [],
    ),
  );

  for (const { price, vehicleType } of prices) {
    const problem = (column: string, message: string) => problems.push({ sheet: 'prices', row: price.row, column, message });
    const ofType = (type: TVehicleType | undefined, column: string, id: string) => {
      if (type && type !== vehicleType)
        problem(column, `${id} is one of the ${VEHICLE_TYPE_NAMES[type]}; the service is for ${VEHICLE_TYPE_NAMES[vehicleType]}`);
    };
    if (price.makeId) {
      if (!makes.has(price.makeId)) problem('makeId', `The vehicle catalogue has no make ${price.makeId}`);
      ofType(makes.get(price.makeId), 'makeId', price.makeId);
    }
    if (price.modelId) {
      const makeOfModel = models.get(price.modelId);
      if (!makeOfModel) problem('modelId', `The vehicle catalogue has no model ${price.modelId}`);
      else if (price.makeId && makeOfModel !== price.makeId) problem('modelId', `${price.modelId} is not a model of ${price.makeId}`);
      else ofType(makes.get(makeOfModel), 'modelId', price.modelId);
    }
    if (price.catalogVehicleId) {
      const variant = variants.get(price.catalogVehicleId);
      if (!variant) problem('catalogVehicleId', `The vehicle catalogue has no variant ${price.catalogVehicleId}`);
      else if ((price.modelId && variant.modelId !== price.modelId) || (price.makeId && variant.makeId !== price.makeId))
        problem('catalogVehicleId', `${price.catalogVehicleId} is not a variant of ${price.modelId ?? price.makeId}`);
      else ofType(variant.vehicleType, 'catalogVehicleId', price.catalogVehicleId);
    }
  }
}
