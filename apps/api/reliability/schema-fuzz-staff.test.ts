import { fuzzRoutes, principalOf } from './fuzz/fuzz-routes';

// The workshop app's staff routes, as the brand's demo owner (fuzz/fuzz-routes.ts).
await fuzzRoutes('the staff routes', (entry) => principalOf(entry) === 'staff');
