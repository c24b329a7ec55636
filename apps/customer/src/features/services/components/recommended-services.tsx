import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useClientProfile, useRecommendedServices } from '@servicebay/api-client';
import { isWebHub } from '@servicebay/domain';
import { WrenchIcon } from '@servicebay/ui';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useCustomerPosition } from '../../../shared/use-customer-position';
import { useServicePricing } from '../../../shared/use-service-pricing';
import { useServicesInCart } from '../hooks/use-services-in-cart';
import { ServiceCard } from './service-card';
import '../../../shared/snap-row.css';
import '../services.css';

/**
 * The dashboard's way into booking (customer spec section 2): a Book a Service call, then the few
 * services recommended for the customer's vehicle near them, in a row that scrolls sideways on a
 * phone. A web-hub brand books elsewhere and shows neither.
 */
export function RecommendedServices() {
  const { t } = useTranslation();
  const isHub = isWebHub(useClientProfile());
  const pricing = useServicePricing();
  const { position, isPending } = useCustomerPosition();
  const inCart = useServicesInCart();
  const recommended = useRecommendedServices({ ...pricing.query, ...position, vehicleType: pricing.vehicleType }, pricing.isReady && !isPending && !isHub);
  // The cards render in pieces the browser can answer between (a deferred render is cut up; the
  // query's own update is not), so a slow phone's dashboard stays responsive while they arrive.
  const services = useDeferredValue(recommended.data);
  if (isHub) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="recommended-heading">
      <Paper className="entry-card" radius="lg">
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Group gap="md" wrap="nowrap">
            <span className="entry-card-icon">
              <WrenchIcon size={22} />
            </span>
            <Stack gap={2}>
              <Text fw={700}>{t('services.dashboard.title')}</Text>
              <Text size="sm" c="dimmed">
                {t('services.dashboard.hint')}
              </Text>
            </Stack>
          </Group>
          <Button component={Link} to={paths.bookService} radius="xl" style={{ flexShrink: 0 }}>
            {t('services.dashboard.book')}
          </Button>
        </Group>
      </Paper>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id="recommended-heading">
          {t('services.dashboard.recommended')}
        </Title>
        <Anchor component={Link} to={paths.bookService} size="sm" fw={600}>
          {t('services.dashboard.seeAll')}
        </Anchor>
      </Group>
      {services === undefined && !recommended.isError ? (
        <Skeleton h={110} radius="lg" aria-busy />
      ) : (
        <div className="snap-row recommended-row">
          {(services ?? []).map((service) => (
            <ServiceCard key={service.serviceId} service={service} isInCart={inCart.has(service.serviceId)} />
          ))}
        </div>
      )}
    </Stack>
  );
}
