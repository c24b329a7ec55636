import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** The green of a good state's small text: 5.8:1 on white and on green's light tint (Mantine's green.8 reads 3.3:1). */
export const POSITIVE_TEXT = '#1f6e30';

/**
 * The green badge of a good state: a vehicle or address in use, a first step done. Mantine's green
 * text (green.6) reads at 2.2:1 on its light tint and 3:1 on white, under the 4.5:1 that small text
 * needs (axe); this green reads at 5.8:1 on either.
 */
export function PositiveBadge({ children, ...props }: Omit<BadgeProps, 'color' | 'c'> & { children: ReactNode }) {
  return (
    <Badge color="green" c={POSITIVE_TEXT} {...props}>
      {children}
    </Badge>
  );
}
