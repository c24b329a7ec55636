import { Alert, Anchor, Button, Chip, CloseButton, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useServices, useServicesByWorkshop, useWorkshop } from '@servicebay/api-client';
import { SearchIcon, ScreenHeader } from '@servicebay/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useServicePricing } from '../../../shared/use-service-pricing';
import { pillTags, SERVICE_SEARCH_DEBOUNCE_MS, shownServices } from '../service-search';
import { CartSummaryBar } from './cart-summary-bar';
import { useServicesInCart } from '../hooks/use-services-in-cart';
import { ServiceCard } from './service-card';

type ServiceMenuProps = {
  /** Above the list: the vehicle the prices are for, with the way to switch (from the vehicles feature). */
  vehicleSlot?: ReactNode;
  /** Another way in, such as the body panel; absent where the brand has none. */
  entrySlot?: ReactNode;
  /** Back from a workshop (Add to Cart, spec section 4): that workshop's services. */
  workshopId?: string;
};

/**
 * /portal/book_service: the brand's services for the customer's vehicle, searched by name and
 * narrowed by a tag pill, with the cart's footer (customer spec sections 2 and 5).
 */
export function ServiceMenu({ vehicleSlot, entrySlot, workshopId }: ServiceMenuProps) {
  const { t } = useTranslation();
  const pricing = useServicePricing();
  const brandMenu = useServices({ ...pricing.query, vehicleType: pricing.vehicleType }, pricing.isReady && !workshopId);
  const workshopMenu = useServicesByWorkshop({ ...pricing.query, workshopId: workshopId ?? '' }, pricing.isReady && Boolean(workshopId));
  const services = workshopId ? workshopMenu : brandMenu;
  const workshop = useWorkshop(workshopId).data;
  const inCart = useServicesInCart();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SERVICE_SEARCH_DEBOUNCE_MS);
  const [tag, setTag] = useState<string | null>(null);
  const tags = useMemo(() => pillTags(services.data ?? []), [services.data]);
  const shown = useMemo(() => shownServices(services.data ?? [], debouncedSearch, tag), [services.data, debouncedSearch, tag]);
  const isSearching = debouncedSearch.trim() !== '' || tag !== null;

  return (
    <>
      <ScreenHeader title={t('services.menu.heading')} description={t('services.menu.intro')} />
      <Stack gap="md">
        {vehicleSlot}
        {workshop ? (
          <Group justify="space-between" gap="xs" className="entry-card" wrap="wrap">
            <Text size="sm">{t('services.menu.atWorkshop', { workshop: workshop.displayTitle })}</Text>
            <Anchor component={Link} to={paths.bookService} size="sm" fw={600}>
              {t('services.menu.allWorkshops')}
            </Anchor>
          </Group>
        ) : null}
        <TextInput
          type="search"
          size="md"
          radius="xl"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          aria-label={t('services.menu.searchLabel')}
          placeholder={t('services.menu.searchPlaceholder')}
          leftSection={<SearchIcon size={18} />}
          rightSection={search ? <CloseButton aria-label={t('services.menu.clearSearch')} onClick={() => setSearch('')} /> : null}
        />
        {tags.length > 0 && (
          <Chip.Group value={tag ?? ''} onChange={(value) => setTag(value === '' || value === tag ? null : (value as string))}>
            <div className="tag-pills" role="group" aria-label={t('services.menu.tagsLabel')}>
              <Chip value="" radius="xl" variant="light">
                {t('services.menu.allTags')}
              </Chip>
              {tags.map((name) => (
                <Chip key={name} value={name} radius="xl" variant="light">
                  {name}
                </Chip>
              ))}
            </div>
          </Chip.Group>
        )}
        {entrySlot && !isSearching ? entrySlot : null}
        {services.isError && (
          <Alert color="red" role="alert" title={t('services.menu.loadFailed')}>
            <Button variant="light" color="red" size="xs" onClick={() => void services.refetch()}>
              {t('startup.retry')}
            </Button>
          </Alert>
        )}
        <Title order={2} size="h4" aria-live="polite">
          {isSearching ? t('services.menu.results') : t('services.menu.allServices')}
        </Title>
        {services.isPending ? (
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md" aria-busy>
            {[1, 2, 3, 4].map((key) => (
              <Skeleton key={key} h={104} radius="lg" />
            ))}
          </SimpleGrid>
        ) : shown.length === 0 && !services.isError ? (
          <Text c="dimmed" ta="center" py="xl" role="status">
            {t('services.menu.noResults')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
            {shown.map((service) => (
              <ServiceCard key={service.serviceId} service={service} isInCart={inCart.has(service.serviceId)} workshopId={workshopId} />
            ))}
          </SimpleGrid>
        )}
        {!pricing.vehicle && pricing.isReady ? (
          <Group justify="space-between" className="entry-card" wrap="wrap">
            <Text size="sm">{t('services.menu.noVehicleHint')}</Text>
            <Button component={Link} to={paths.addVehicle} size="xs" variant="light">
              {t('services.menu.addVehicle')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <CartSummaryBar />
    </>
  );
}
