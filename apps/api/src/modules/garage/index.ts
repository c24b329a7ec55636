import type { StorageQuota } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { CustomerAnswers } from '../../platform/customer-answers';
import type { Hook } from '../../platform/hooks';
import type { ServerModule } from '../../platform/server-module';
import type { Storage } from '../../platform/storage/storage';
import type { CatalogService } from '../catalog';
import type { CustomerRecords } from '../identity';
import { createDocumentsRepository } from './documents.repository';
import { documentsRoutes } from './documents.routes';
import { createDocumentsService } from './documents.service';
import { garageCustomerData } from './garage-data';
import { createVehiclesRepository } from './vehicles.repository';
import { vehiclesRoutes } from './vehicles.routes';
import { createVehiclesService } from './vehicles.service';
import { createVehicleUse, type VehicleUseQuestion } from './vehicle-use';

/** The garage module's public face: a customer's vehicles and their documents. */
export type { VehiclesService } from './vehicles.service';

export type { VehicleUseQuestion } from './vehicle-use';

type Deps = {
  db: Db;
  customers: CustomerRecords;
  catalog: CatalogService;
  storage: Storage;
  storageQuota: StorageQuota;
  /** The vehicle list is kept per customer until something of theirs changes (decision 0008). */
  customerAnswers: CustomerAnswers;
};

/**
 * A customer's vehicles and documents. Its hook: `vehiclesInUse`, the question it asks before a
 * vehicle goes (the bookings module answers it).
 */
export function createGarageModule({ db, customers, catalog, storage, storageQuota, customerAnswers }: Deps) {
  const vehiclesRepository = createVehiclesRepository(db);
  const documentsRepository = createDocumentsRepository(db);
  const vehicleUse = createVehicleUse();
  const vehiclesInUse = vehicleUse.inUse;
  const vehicles = createVehiclesService({ db, vehicles: vehiclesRepository, documents: documentsRepository, customers, vehiclesInUse, catalog, storage });
  const documents = createDocumentsService({ db, documents: documentsRepository, vehicles: vehiclesRepository, customers, storage, quota: storageQuota });
  const services = { vehicles, documents };
  const module: ServerModule = {
    name: 'garage',
    routes: [vehiclesRoutes({ vehicles, customerAnswers }), documentsRoutes({ documents })],
    customerData: garageCustomerData({ customers, vehiclesInUse }),
    uniqueConstraints: { vehicles_user_catalog_vehicle_key: { code: 'garage/vehicle-exists', field: 'catalogVehicleId' } },
  };
  const hooks: { vehiclesInUse: Hook<VehicleUseQuestion, ReadonlySet<string>> } = { vehiclesInUse: vehicleUse.hook };
  return { services, hooks, module };
}
