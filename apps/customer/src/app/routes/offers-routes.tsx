import type { RouteObject } from 'react-router';

/** Portal routes of the offers and one offer; each screen loads on demand. */
export const offersRoutes: RouteObject[] = [];
