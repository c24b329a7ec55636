import '@mantine/core/styles.css';
import './brand-defaults.css';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { cssVariablesResolver, servicebayTheme } from './mantine-theme';

type Direction = 'ltr' | 'rtl';

/** Mantine reads `dir` once at mount; later language switches reach it through here. */
function FollowDirection({ dir }: { dir: Direction }) {
  const { setDirection } = useDirection();
  useEffect(() => setDirection(dir), [dir, setDirection]);
  return null;
}

export function ThemeProvider({ dir, children }: { dir: Direction; children: ReactNode }) {
  return (
    <DirectionProvider initialDirection={dir}>
      <FollowDirection dir={dir} />
      <MantineProvider theme={servicebayTheme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
