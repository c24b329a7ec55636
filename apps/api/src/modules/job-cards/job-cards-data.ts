import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import type { CustomerDataPart } from '../../platform/customer-data';
import { jobCards } from './job-cards.tables';

/**
 * The job cards' part of an erasure (platform/customer-data.ts): a card stays as the workshop's
 * record of work done, without what names the customer (their name, number and plate as copied in
 * at opening, the concerns and remarks they told). A guest has no job cards to bring into an account.
 */
export function jobCardsCustomerData(): CustomerDataPart {
  return {
    module: 'job-cards',
    erase: async (customer: CustomerScope, tx: Db) => {
      await tx
        .update(jobCards)
        .set({ customerName: 'Erased customer', mobileNumber: null, vehicleNumber: null, concerns: [], remarks: null })
        .where(and(eq(jobCards.brandId, customer.brandId), eq(jobCards.customerId, customer.userId)));
      return [];
    },
  };
}
