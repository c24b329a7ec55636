import type { Db } from '../../db/client';
import type { ServerModule } from '../../platform/server-module';
import type { VehiclesService } from '../garage';
import type { CustomerRecords } from '../identity';
import { customersCustomerData } from './customers-data';
import { createCustomersRepository, type CustomersRepository } from './customers.repository';
import { customersRoutes } from './customers.routes';
import { createWorkshopCustomersService } from './customers.service';

/** The customers module's public face: a workshop's customers (the customer app's people, as the workshop keeps them). */
export type { WorkshopCustomersService } from './customers.service';

export type CustomerCredit = {
  locked: CustomersRepository['lockedCredit'];
  use: CustomersRepository['addUsedCredit'];
};

type Deps = { db: Db; people: Pick<CustomerRecords, 'byPhoneForWorkshop'>; vehicles: Pick<VehiclesService, 'list' | 'ownersOfPlate' | 'addForWorkshop'> };

export function createCustomersModule({ db, people, vehicles }: Deps) {
  const repository = createCustomersRepository(db);
  const workshopCustomers = createWorkshopCustomersService({ db, repository, people, vehicles });
  // The billing module's way to a customer's credit: weighed and used when a vehicle leaves on credit, given back as it is paid.
  const customerCredit: CustomerCredit = { locked: repository.lockedCredit, use: repository.addUsedCredit };
  const module: ServerModule = { name: 'customers', routes: [customersRoutes({ workshopCustomers })], customerData: customersCustomerData() };
  return { services: { workshopCustomers, customerCredit }, module };
}
