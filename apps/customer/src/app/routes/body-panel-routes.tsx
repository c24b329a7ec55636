import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { screenTitle } from '../screen-title';

/** Portal routes of the body panel: a damaged part chosen on a drawing of the vehicle; each screen loads on demand. */
export const bodyPanelRoutes: RouteObject[] = [
  {
    path: paths.bodyPanel,
    handle: screenTitle((t) => t('bodyPanel.heading')),
    lazy: async () => ({ Component: (await import('./body-panel/body-panel')).BodyPanelRoute }),
  },
];
