import './mantine-components.css';
import './brand-defaults.css';
import { DirectionProvider, MantineProvider, mergeThemeOverrides, useDirection } from '@mantine/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { cssVariablesResolver, servicebayTheme } from './mantine-theme';

type Direction = 'ltr' | 'rtl';

/** Mantine reads `dir` once at mount; later language switches reach it through here. */
function FollowDirection({ dir }: { dir: Direction }) {
  const { setDirection } = useDirection();
  useEffect(() => setDirection(dir), [dir, setDirection]);
  return null;
}

/**
 * Every dialog's close button (an icon) is named in the current language: assistive technology
 * reads it, and axe counts an unnamed button as a serious violation.
 */
function themeNaming(closeLabel: string) {
  // Plain objects, not Modal.extend(): importing the components here would put the dialogs' code
  // (and floating-ui) in the first download of every screen.
  const defaultProps = { closeButtonProps: { 'aria-label': closeLabel } };
  return mergeThemeOverrides(servicebayTheme, { components: { Modal: { defaultProps }, Drawer: { defaultProps } } });
}

export function ThemeProvider({ dir, closeLabel = 'Close', children }: { dir: Direction; closeLabel?: string; children: ReactNode }) {
  const theme = useMemo(() => themeNaming(closeLabel), [closeLabel]);
  return (
    <DirectionProvider initialDirection={dir}>
      <FollowDirection dir={dir} />
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
