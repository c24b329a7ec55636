import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks) with React's id and nothing else. Mantine's own swaps that id
 * for a random one in a layout effect after mounting: on taking over the server's screen, every
 * input, checkbox and the carousel then set state during the commit, which React renders again at
 * once, synchronously, with all the takeover's effects in the same long task. React's id is
 * already unique in the page and the same on the server, so the swap buys nothing here.
 * vite.config.ts puts this module in place of Mantine's (same output: `mantine-` + React's id).
 */
export function useId(staticId?: string): string {
  const id = `mantine-${useReactId().replace(/:/g, '')}`;
  return typeof staticId === 'string' ? staticId : id;
}
