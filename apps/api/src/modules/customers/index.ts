import type { Db } from '../../db/client';
import type { ServerModule } from '../../platform/server-module';
import type { VehiclesService } from '../garage';
import type { CustomerRecords } from '../identity';
import { customersCustomerData } from './customers-data';
import { createCustomersRepository } from './customers.repository';
import { customersRoutes } from './customers.routes';
import { createWorkshopCustomersService } from './customers.service';

/** The customers module's public face: a workshop's customers (the customer app's people, as the workshop keeps them). */
export type { WorkshopCustomersService } from './customers.service';

type Deps = { db: Db; people: Pick<CustomerRecords, 'byPhoneForWorkshop'>; vehicles: Pick<VehiclesService, 'list' | 'ownersOfPlate' | 'addForWorkshop'> };

export function createCustomersModule({ db, people, vehicles }: Deps) {
  const workshopCustomers = createWorkshopCustomersService({ db, repository: createCustomersRepository(db), people, vehicles });
  const module: ServerModule = { name: 'customers', routes: [customersRoutes({ workshopCustomers })], customerData: customersCustomerData() };
  return { services: { workshopCustomers }, module };
}
