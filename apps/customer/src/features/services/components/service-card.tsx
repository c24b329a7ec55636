import { Badge, Card, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TService } from '@servicebay/domain';
import { CheckCircleIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import '../../../shared/stretched-link.css';
import { PriceTag } from '../../../shared/price-tag';
import '../services.css';

/** One service of the menu: picture, name, what it covers, its price; opens the service's details (priced at `workshopId` when the menu is a workshop's). */
export function ServiceCard({ service, isInCart, workshopId }: { service: TService; isInCart: boolean; workshopId?: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="md" className="service-card">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ServiceImage url={service.imageUrl} size={72} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {/* The name is the link; it stretches over the card, so the whole card opens the service. */}
          <Text component={Link} to={paths.serviceDetails(service.serviceId, workshopId)} className="stretched-link" fw={600} lh={1.3} dir="auto">
            {service.displayName}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
            {service.shortDescription}
          </Text>
          <Group justify="space-between" align="flex-end" gap={6} mt={2} wrap="wrap">
            <Group gap={6} style={{ minWidth: 0 }}>
              {service.promotionalText ? (
                <Badge variant="light" color="green" c="dark.8" radius="sm" tt="none" maw="100%">
                  {service.promotionalText}
                </Badge>
              ) : null}
              {isInCart ? (
                <Badge variant="filled" radius="sm" tt="none" leftSection={<CheckCircleIcon size={12} />}>
                  {t('services.menu.inCart')}
                </Badge>
              ) : null}
            </Group>
            <PriceTag pricing={service.pricing} size="sm" />
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

/** The service's picture, or a tinted tile in its place while a brand has none. */
export function ServiceImage({ url, size }: { url: string | null; size: number }) {
  return url ? (
    <Image src={url} alt="" w={size} h={size} radius="md" fit="cover" style={{ flexShrink: 0 }} />
  ) : (
    <span aria-hidden className="service-image-tile" style={{ inlineSize: size, blockSize: size }} />
  );
}

/** A card-shaped button for a way into the menu other than a service (the body panel). */
export function EntryCard({ to, title, hint, icon }: { to: string; title: string; hint: string; icon: ReactNode }) {
  return (
    <UnstyledButton component={Link} to={to} className="entry-card">
      <Group wrap="nowrap" gap="md">
        <span className="entry-card-icon">{icon}</span>
        <Stack gap={2}>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
