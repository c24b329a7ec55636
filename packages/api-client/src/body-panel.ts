// The body panel's endpoints; one file per endpoint under ./body-panel/.
export { getVehiclePerspectives, useVehiclePerspectives, vehiclePerspectivesQueryOptions } from './body-panel/get-vehicle-perspectives';
export { damageTypesQueryOptions, getDamageTypes, useDamageTypes } from './body-panel/get-damage-types';
export { bodyDamageServiceQueryOptions, getBodyDamageService, useBodyDamageService, type BodyDamageQuery } from './body-panel/get-body-damage-service';
export { bodyPanelKeys } from './body-panel/body-panel-keys';
