import { Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { TServiceDetails } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { PriceTag } from '../../../shared/price-tag';

/** The service that mends the chosen damage, with its price for the customer's vehicle (none where the brand hides prices). */
export function BodyServiceCard({ details }: { details: TServiceDetails }) {
  const { t } = useTranslation();
  const { service } = details;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('bodyPanel.service.heading')}
      </Title>
      <Card withBorder radius="lg" padding="md" aria-live="polite">
        <Group wrap="nowrap" align="flex-start" gap="md">
          {service.imageUrl ? <Image src={service.imageUrl} alt="" w={64} h={64} radius="md" fit="cover" style={{ flexShrink: 0 }} /> : null}
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} lh={1.3} dir="auto">
              {service.displayName}
            </Text>
            <Text size="sm" c="dimmed" dir="auto">
              {service.shortDescription}
            </Text>
            <PriceTag pricing={details.pricing} size="sm" align="start" />
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
}
