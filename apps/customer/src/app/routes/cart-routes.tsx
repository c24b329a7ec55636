import type { RouteObject } from 'react-router';

/** Portal routes of the cart; each screen loads on demand. */
export const cartRoutes: RouteObject[] = [];
