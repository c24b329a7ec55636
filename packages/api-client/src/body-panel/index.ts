// The body panel's endpoints; one file per endpoint in this folder.
export { getVehiclePerspectives, useVehiclePerspectives, vehiclePerspectivesQueryOptions } from './get-vehicle-perspectives';
export { damageTypesQueryOptions, getDamageTypes, useDamageTypes } from './get-damage-types';
export { bodyDamageServiceQueryOptions, getBodyDamageService, useBodyDamageService, type BodyDamageQuery } from './get-body-damage-service';
export { bodyPanelKeys } from './body-panel-keys';
