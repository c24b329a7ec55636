import type { Db } from '../../db/client';
import type { ServerModule } from '../../platform/server-module';
import type { CustomerRecords } from '../identity';
import { addressesCustomerData } from './addresses-data';
import { createAddressesRepository } from './addresses.repository';
import { addressesRoutes } from './addresses.routes';
import { createAddressesService } from './addresses.service';

/** The addresses module's public face: a customer's saved places for pickup and drop. */
export type { AddressesService } from './addresses.service';

export function createAddressesModule({ db, customers }: { db: Db; customers: CustomerRecords }) {
  const addresses = createAddressesService({ db, addresses: createAddressesRepository(db), customers });
  const module: ServerModule = {
    name: 'addresses',
    routes: [addressesRoutes({ addresses })],
    customerData: addressesCustomerData({ customers }),
    uniqueConstraints: { addresses_user_type_key: { code: 'garage/address-type-taken', field: 'addressType' } },
  };
  return { services: { addresses }, module };
}
