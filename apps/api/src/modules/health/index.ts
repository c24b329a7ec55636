import type { ServerModule } from '../../platform/server-module';
import { healthRoutes } from './health.routes';

/** Liveness and the database check, for load balancers and `npm start`'s first look. */
export const healthModule: ServerModule = { name: 'health', routes: [healthRoutes] };
