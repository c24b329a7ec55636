import { Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The spec's widest content; wider screens get margins. */
const MAX_CONTENT_WIDTH = 1440;

/** Centres content at the spec's maximum width, with room at the sides on small screens. */
export function PageContent({ children }: { children: ReactNode }) {
  return (
    <Box maw={MAX_CONTENT_WIDTH} mx="auto" px={{ base: 'md', sm: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      {children}
    </Box>
  );
}

type PageShellProps = {
  /** Start of the bar: the logo or product name. */
  brand: ReactNode;
  /** End of the bar: language picker and other actions. */
  actions?: ReactNode;
  children: ReactNode;
};

/** A header bar over the page, for screens outside the signed-in portal. */
export function PageShell({ brand, actions, children }: PageShellProps) {
  return (
    <Box mih="100dvh" bg="var(--brand-surface)">
      <Box component="header" bg="var(--mantine-color-body)" style={{ borderBlockEnd: '1px solid var(--mantine-color-gray-3)' }}>
        <Group maw={MAX_CONTENT_WIDTH} mx="auto" px={{ base: 'md', sm: 'xl' }} py="sm" justify="space-between" wrap="nowrap">
          {brand}
          {actions}
        </Group>
      </Box>
      <Box component="main">
        <PageContent>{children}</PageContent>
      </Box>
    </Box>
  );
}
