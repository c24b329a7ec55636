import { useLocale } from '@servicebay/i18n';
import { ThemeProvider } from '@servicebay/ui';
import { RouterProvider } from 'react-router';
import { router } from './router';

export function App() {
  const { dir } = useLocale();
  return (
    <ThemeProvider dir={dir}>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
