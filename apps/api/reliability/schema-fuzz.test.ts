import { fuzzRoutes, principalOf } from './fuzz/fuzz-routes';

// The customer app's routes and the operator's (fuzz/fuzz-routes.ts); the staff routes are schema-fuzz-staff.test.ts's.
await fuzzRoutes('the customer and operator routes', (entry) => principalOf(entry) !== 'staff');
