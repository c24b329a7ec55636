import { createBrowserRouter } from 'react-router';
import { NotFoundRoute } from './routes/not-found';
import { SignedOutHome } from './routes/signed-out-home';
import { WorkshopShell } from './workshop-shell';

export const router = createBrowserRouter(
  [
    {
      Component: WorkshopShell,
      children: [
        { index: true, Component: SignedOutHome },
        { path: '*', Component: NotFoundRoute },
      ],
    },
  ],
  { basename: import.meta.env.BASE_URL },
);
