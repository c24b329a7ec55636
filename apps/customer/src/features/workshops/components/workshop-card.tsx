import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { TWorkshop } from '@servicebay/domain';
import { Link } from 'react-router';
import '../../../shared/stretched-link.css';
import { PickupLine } from './pickup-line';
import { RecommendedBadge } from './recommended-badge';
import { WorkshopFacts } from './workshop-facts';
import '../workshops.css';

/** One workshop of Select Workshop: picture, name, quality, rating, distance and whether it picks up from the customer's address; opens its details. */
export function WorkshopCard({ workshop, to, qualityName }: { workshop: TWorkshop; to: string; qualityName: string }) {
  const picture = workshop.imageUrls[0];
  return (
    <Card withBorder radius="lg" padding={0} className="workshop-card">
      {picture ? (
        <Image src={picture} alt="" h={140} fit="cover" style={{ objectPosition: 'center top' }} />
      ) : (
        <span className="workshop-card-band" aria-hidden />
      )}
      <Stack gap={6} p="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text component={Link} to={to} className="stretched-link" fw={700} lh={1.3} dir="auto">
            {workshop.displayTitle}
          </Text>
          {workshop.recommended ? <RecommendedBadge /> : null}
        </Group>
        <WorkshopFacts workshop={workshop} />
        <PickupLine workshop={workshop} />
        <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
          {workshop.address}
        </Text>
        <Group gap={6}>
          <Badge variant="default" radius="sm" tt="none">
            {qualityName}
          </Badge>
          {workshop.promotionalText ? (
            <Badge variant="light" color="green" c="dark.8" radius="sm" tt="none">
              {workshop.promotionalText}
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
