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

/** What an invoice names of its recipient beyond the job card's name and number. */
export type InvoiceRecipient = { address: string[]; taxNumber: string | null; stateCode: string | null };
export type InvoiceRecipients = { of: (scope: { brandId: string; workshopId: string }, userId: string) => Promise<InvoiceRecipient | null> };

type Deps = { db: Db; people: Pick<CustomerRecords, 'byPhoneForWorkshop'>; vehicles: Pick<VehiclesService, 'list' | 'ownersOfPlate' | 'addForWorkshop'> };

export function createCustomersModule({ db, people, vehicles }: Deps) {
  const repository = createCustomersRepository(db);
  const workshopCustomers = createWorkshopCustomersService({ db, repository, people, vehicles });
  // The billing module's way to a customer's credit: weighed and used when a vehicle leaves on credit, given back as it is paid.
  const customerCredit: CustomerCredit = { locked: repository.lockedCredit, use: repository.addUsedCredit };
  const module: ServerModule = { name: 'customers', routes: [customersRoutes({ workshopCustomers })], customerData: customersCustomerData() };
  // The billing module's recipient of an invoice: the workshop's record of its customer (address, GSTIN or VAT number, state).
  const invoiceRecipients: InvoiceRecipients = {
    of: async (scope, userId) => {
      const row = await repository.byId(scope, userId);
      if (!row) return null;
      const { house, street, landmark, city, state, zipcode, country } = row.address;
      const lines = [[house, street].filter(Boolean).join(', '), landmark, [city, state, zipcode].filter(Boolean).join(' '), country];
      return { address: lines.filter((line): line is string => Boolean(line)), taxNumber: row.groupTaxNumber, stateCode: row.gstStateCode };
    },
  };
  return { services: { workshopCustomers, customerCredit, invoiceRecipients }, module };
}
