import type { ServerModule } from '../platform/server-module';
import { createAccountModule } from '../modules/account';
import { devModule } from '../modules/dev';
import { healthModule } from '../modules/health';
import { composeCustomerSide } from './customer-side';
import { composePlatform, type CompositionOptions } from './platform';
import { composeWorkshopSide } from './workshop-side';

export type { CompositionOptions };

/**
 * The composition root: the platform's adapters, then the customer's half and the workshop's half
 * of the modules, then the account module over every module's part of a customer's data. A new
 * module adds its line to its half; the app registers every module the same way.
 */
export function composeServer(options: CompositionOptions) {
  const platform = composePlatform(options);
  const customerSide = composeCustomerSide(platform);
  const workshopSide = composeWorkshopSide(platform, customerSide);

  const modules: ServerModule[] = [healthModule, ...Object.values(customerSide.modules), ...Object.values(workshopSide.modules)].map((built) =>
    'module' in built ? built.module : built,
  );
  const { db, now, jobs, storage } = platform;
  const account = createAccountModule({
    db,
    customers: customerSide.modules.identity.services.customers,
    jobs,
    storage,
    now,
    parts: modules.flatMap((module) => (module.customerData ? [module.customerData] : [])),
  });
  // A guest who signs in to a number with an account: every module moves the guest's records into it.
  customerSide.modules.identity.hooks.guestJoinsAccount.subscribe(account.services.account.guestJoinsAccount);
  modules.push(account.module);
  if (options.config.nodeEnv !== 'production') modules.push(devModule);

  const { tokens, operatorKey, localStorage, customerAnswers } = platform;
  const services = { tokens, operatorKey, jobs, localStorage, customerAnswers, ...customerSide.services, ...workshopSide.services, ...account.services };
  return { services, modules };
}

export type Services = ReturnType<typeof composeServer>['services'];
