import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';

/** An empty cart in the brand's colour, on a drive: a tinted disc, the cart, and a small spanner. */
function EmptyCartPicture() {
  return (
    <svg width="168" height="128" viewBox="0 0 168 128" aria-hidden="true" focusable="false">
      <ellipse cx="84" cy="64" rx="64" ry="56" fill="color-mix(in srgb, var(--brand-primary) 10%, white)" />
      <ellipse cx="84" cy="114" rx="46" ry="5" fill="color-mix(in srgb, var(--brand-primary) 16%, white)" />
      <g fill="none" stroke="var(--brand-primary)" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M38 36h10l11 46h46l9-32H54" />
        <path d="M62 60h46M66 71h36" opacity="0.35" />
      </g>
      <circle cx="66" cy="98" r="7" fill="var(--brand-primary)" />
      <circle cx="100" cy="98" r="7" fill="var(--brand-primary)" />
      <circle cx="66" cy="98" r="2.5" fill="white" />
      <circle cx="100" cy="98" r="2.5" fill="white" />
      <g transform="rotate(-35 128 34)" fill="var(--brand-accent)">
        <rect x="124" y="22" width="8" height="26" rx="3" />
        <path d="M118 16a10 10 0 0 0 20 0l-5 0-1 5h-8l-1-5Z" />
      </g>
    </svg>
  );
}

/** An empty cart (customer spec section 2): a picture, what to do, and the way to the services. */
export function EmptyCart() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={520} mx="auto" mt={{ base: 'sm', sm: 'lg' }}>
      <Stack align="center" ta="center" gap="sm">
        <EmptyCartPicture />
        <Title order={2} size="h3">
          {t('cart.empty.title')}
        </Title>
        <Text c="dimmed" maw={360}>
          {t('cart.empty.body')}
        </Text>
        <Button component={Link} to={paths.bookService} size="md" radius="xl" mt="xs">
          {t('cart.empty.bookService')}
        </Button>
      </Stack>
    </Paper>
  );
}
