import type { ServerModule } from '../../platform/server-module';
import { profileRoutes } from './profile.routes';
import { createProfileService } from './profile.service';

/** The profile module's public face: the customer's personal details, picture, completeness and settings. */
type Deps = Parameters<typeof createProfileService>[0];

export function createProfileModule(deps: Deps) {
  const profile = createProfileService(deps);
  const module: ServerModule = { name: 'profile', routes: [profileRoutes({ profile })] };
  return { services: { profile }, module };
}
