import type { RouteObject } from 'react-router';

/** Portal routes of the body panel: a damaged part chosen on a drawing of the vehicle; each screen loads on demand. */
export const bodyPanelRoutes: RouteObject[] = [];
