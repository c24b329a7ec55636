import type { ServerModule } from '../../platform/server-module';
import { devRoutes } from './dev.routes';

/** Developer tools (the outbox); the app leaves this module out when NODE_ENV=production. */
export const devModule: ServerModule = { name: 'dev', routes: [devRoutes] };
