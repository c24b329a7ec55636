import { ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table's sideways scroll, reachable from the keyboard: the scrolled box takes focus (arrow
 * keys then scroll it) and is a region named by `label`, so a reader with no control inside it (a
 * role that only reads) can still reach what is off to the side (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': label }}>
      {children}
    </ScrollArea>
  );
}
