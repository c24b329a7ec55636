import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LanguageSelect } from '../../shared/language-select';
import { ProductMark } from '../../shared/product-mark';

/** The frame of the screens before signing in: product mark and language over a quiet surface. */
export function SignedOutFrame({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="var(--brand-surface)" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="var(--mantine-color-body)" style={{ borderBlockEnd: '1px solid var(--mantine-color-gray-3)' }}>
        <Group maw={1200} mx="auto" px={{ base: 'md', sm: 'xl' }} py="sm" justify="space-between" wrap="nowrap">
          <ProductMark />
          <LanguageSelect />
        </Group>
      </Box>
      <Box component="main" px="md" py={{ base: 'lg', sm: 48 }} style={{ flex: 1 }}>
        {children}
      </Box>
    </Box>
  );
}

export function SignedOutShell() {
  return (
    <SignedOutFrame>
      <Outlet />
    </SignedOutFrame>
  );
}

type SignedOutCardProps = { heading: string; intro?: ReactNode; width?: number; children: ReactNode; footer?: ReactNode };

/** One signed-out screen: a card with the screen's heading (the page's h1), its intro, the form, and links under it. */
export function SignedOutCard({ heading, intro, width = 440, children, footer }: SignedOutCardProps) {
  return (
    <Stack maw={width} mx="auto" gap="md">
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 32 }}>
        <Stack gap={6} mb="lg">
          <Title order={1} size="h2">
            {heading}
          </Title>
          {intro ? (
            <Text c="dimmed" size="sm">
              {intro}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Paper>
      {footer ? (
        <Text ta="center" size="sm">
          {footer}
        </Text>
      ) : null}
    </Stack>
  );
}
