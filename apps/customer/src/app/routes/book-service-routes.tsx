import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { screenTitle } from '../screen-title';

const workshopScreens = () => import('./book-service/screens');

/** Portal routes of the service menu, one service, workshop quality, the workshops and one workshop; each screen loads on demand. */
export const bookServiceRoutes: RouteObject[] = [
  {
    path: paths.bookService,
    handle: screenTitle((t) => t('services.menu.heading')),
    lazy: async () => ({ Component: (await workshopScreens()).BookServiceRoute }),
  },
  {
    path: paths.serviceDetails(':serviceId'),
    handle: screenTitle((t) => t('services.details.heading')),
    lazy: async () => ({ Component: (await workshopScreens()).ServiceDetailsRoute }),
  },
  {
    path: paths.selectWorkshop,
    handle: screenTitle((t) => t('services.workshops.heading')),
    lazy: async () => ({ Component: (await workshopScreens()).SelectWorkshopRoute }),
  },
  {
    path: paths.workshopDetail(':workshopId'),
    handle: screenTitle((t) => t('services.workshops.detailTitle')),
    lazy: async () => ({ Component: (await workshopScreens()).WorkshopDetailRoute }),
  },
  {
    path: paths.workshopQuality,
    handle: screenTitle((t) => t('services.quality.heading')),
    lazy: async () => ({ Component: (await workshopScreens()).WorkshopQualityRoute }),
  },
];
