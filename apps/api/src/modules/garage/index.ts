import type { StorageQuota } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { ServerModule } from '../../platform/server-module';
import type { Storage } from '../../platform/storage/storage';
import type { BookingQueries } from '../bookings';
import type { CatalogService } from '../catalog';
import type { CustomerRecords } from '../identity';
import { createDocumentsRepository } from './documents.repository';
import { documentsRoutes } from './documents.routes';
import { createDocumentsService } from './documents.service';
import { garageCustomerData } from './garage-data';
import { createVehiclesRepository } from './vehicles.repository';
import { vehiclesRoutes } from './vehicles.routes';
import { createVehiclesService } from './vehicles.service';

/** The garage module's public face: a customer's vehicles and their documents. */
export type { VehiclesService } from './vehicles.service';

type Deps = { db: Db; customers: CustomerRecords; bookings: BookingQueries; catalog: CatalogService; storage: Storage; storageQuota: StorageQuota };

export function createGarageModule({ db, customers, bookings, catalog, storage, storageQuota }: Deps) {
  const vehiclesRepository = createVehiclesRepository(db, bookings);
  const documentsRepository = createDocumentsRepository(db);
  const services = {
    vehicles: createVehiclesService({ db, vehicles: vehiclesRepository, documents: documentsRepository, customers, bookings, catalog, storage }),
    documents: createDocumentsService({ db, documents: documentsRepository, vehicles: vehiclesRepository, customers, storage, quota: storageQuota }),
  };
  const module: ServerModule = {
    name: 'garage',
    routes: [vehiclesRoutes, documentsRoutes],
    customerData: garageCustomerData({ customers, bookings }),
    uniqueConstraints: { vehicles_user_catalog_vehicle_key: { code: 'garage/vehicle-exists', field: 'catalogVehicleId' } },
  };
  return { services, module };
}
