import type { Db } from '../../db/client';
import type { CustomerDataPart } from '../../platform/customer-data';
import type { JobQueue } from '../../platform/jobs/jobs';
import type { ServerModule } from '../../platform/server-module';
import type { Storage } from '../../platform/storage/storage';
import type { CustomerRecords } from '../identity';
import { accountRoutes } from './account.routes';
import { createAccountService } from './account.service';

/** The account module's public face: deletion requests, erasure, and a guest joining an account. */
export { ERASE_ACCOUNT, type AccountService } from './account.service';

type Deps = { db: Db; customers: CustomerRecords; jobs: JobQueue; storage: Storage; now: () => Date; parts: CustomerDataPart[] };

export function createAccountModule(deps: Deps) {
  const account = createAccountService(deps);
  const module: ServerModule = { name: 'account', routes: [accountRoutes({ account })], jobs: account.jobs };
  return { services: { account }, module };
}
