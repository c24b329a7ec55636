import type { Db } from '../../db/client';
import type { ServerModule } from '../../platform/server-module';
import type { Storage } from '../../platform/storage/storage';
import type { AddressesService } from '../addresses';
import type { VehiclesService } from '../garage';
import type { CustomerRecords } from '../identity';
import { profileRoutes } from './profile.routes';
import { createProfileService } from './profile.service';

/** The profile module's public face: the customer's personal details, picture, completeness and settings. */
type Deps = { db: Db; customers: CustomerRecords; vehicles: VehiclesService; addresses: AddressesService; storage: Storage };

export function createProfileModule(deps: Deps) {
  const services = { profile: createProfileService(deps) };
  const module: ServerModule = { name: 'profile', routes: [profileRoutes] };
  return { services, module };
}
