import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import type { CustomerDataPart } from '../../platform/customer-data';
import { workshopCustomers } from './customers.tables';

/** The workshops' records of a customer go with the customer's erasure (platform/customer-data.ts): they are personal data only. */
export function customersCustomerData(): CustomerDataPart {
  return {
    module: 'customers',
    erase: async (customer: CustomerScope, tx: Db) => {
      await tx.delete(workshopCustomers).where(and(eq(workshopCustomers.brandId, customer.brandId), eq(workshopCustomers.userId, customer.userId)));
      return [];
    },
  };
}
