import { Alert, Button, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useServiceDetails, useWorkshopsByService, useWorkshopSegments } from '@servicebay/api-client';
import { chosenAddOns, NEARBY_RADIUS_KM } from '@servicebay/domain';
import { ScreenHeader } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { estimatedCost } from '../../../shared/chosen-price';
import { notifySuccess } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { AddOnsIncluded } from '../../../shared/price-notes';
import { PriceTag } from '../../../shared/price-tag';
import { serviceChoiceSearch, type ServiceChoice } from '../../../shared/service-choice';
import { useCustomerPosition } from '../../../shared/use-customer-position';
import { useServicePricing } from '../../../shared/use-service-pricing';
import { WorkshopCard } from './workshop-card';

const PAGE_SIZE = 20;
/** The server gives at most 100 a page; further than that a customer narrows by Nearby. */
const MOST_SHOWN = 100;
type Reach = 'nearby' | 'all';

/**
 * /portal/select-workshop: the workshops that do the chosen service, recommended first, then
 * nearest (ordered by the server), Nearby (100 km) or Show all, each with its toast (customer spec
 * sections 2 and 4). Without an address there is no Nearby: every workshop shows, without distances.
 */
export function SelectWorkshop({ choice, onBack }: { choice: ServiceChoice; onBack: () => void }) {
  const { t } = useTranslation();
  const { position, isPending: isPositionPending } = useCustomerPosition();
  const pricing = useServicePricing();
  const service = useServiceDetails(choice.serviceId, pricing.query, pricing.isReady).data;
  const segments = new Map((useWorkshopSegments().data ?? []).map((segment) => [segment.name, segment.displayName]));
  const [reach, setReach] = useState<Reach>('nearby');
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const isNearby = reach === 'nearby' && position !== undefined;
  const workshops = useWorkshopsByService(
    { serviceId: choice.serviceId, ...position, radius: isNearby ? NEARBY_RADIUS_KM : undefined, make: pricing.vehicle?.make, pageSize },
    !isPositionPending && pricing.isReady,
  );
  const list = workshops.data ?? [];

  const changeReach = (value: string) => {
    const next = value as Reach;
    setReach(next);
    setPageSize(PAGE_SIZE);
    notifySuccess(next === 'nearby' ? t('services.workshops.nearbyToast', { km: NEARBY_RADIUS_KM }) : t('services.workshops.allToast'));
  };

  return (
    <>
      <ScreenHeader
        title={t('services.workshops.heading')}
        description={
          service ? (
            <>
              {t('services.workshops.intro', { service: service.service.displayName })}
              <AddOnsIncluded names={chosenAddOns(service.addOnSections, choice.addOnsSelected).map((addOn) => addOn.displayName)} />
            </>
          ) : undefined
        }
        backLabel={t('services.details.back')}
        onBack={onBack}
        // The price the details showed for this choice: the service's with its add-ons.
        actions={service ? <PriceTag pricing={estimatedCost(service.pricing, service.addOnSections, choice.addOnsSelected)} /> : null}
      />
      <Stack gap="md">
        {position ? (
          <SegmentedControl
            value={reach}
            onChange={changeReach}
            radius="xl"
            aria-label={t('services.workshops.filterLabel')}
            data={[
              { value: 'nearby', label: t('services.workshops.nearby') },
              { value: 'all', label: t('services.workshops.showAll') },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
        ) : (
          <Alert variant="light" radius="lg" title={t('services.workshops.noPosition')}>
            <Button component={Link} to={paths.addAddress} size="xs" variant="light">
              {t('services.workshops.addAddress')}
            </Button>
          </Alert>
        )}
        {workshops.isError ? (
          <Alert color="red" role="alert" title={t('services.workshops.loadFailed')}>
            <Button variant="light" color="red" size="xs" onClick={() => void workshops.refetch()}>
              {t('startup.retry')}
            </Button>
          </Alert>
        ) : null}
        {workshops.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md" aria-busy>
            {[1, 2, 3].map((key) => (
              <Skeleton key={key} h={240} radius="lg" />
            ))}
          </SimpleGrid>
        ) : list.length === 0 && !workshops.isError ? (
          <Stack align="center" py="xl" gap="xs" role="status">
            <Text fw={600}>{t('services.workshops.empty')}</Text>
            {isNearby ? (
              <Button variant="light" onClick={() => changeReach('all')}>
                {t('services.workshops.showAll')}
              </Button>
            ) : null}
          </Stack>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
            {list.map((workshop) => (
              <WorkshopCard
                key={workshop.workshopId}
                workshop={workshop}
                qualityName={segments.get(workshop.quality) ?? workshop.quality}
                to={`${paths.workshopDetail(workshop.workshopId)}${serviceChoiceSearch(choice)}`}
              />
            ))}
          </SimpleGrid>
        )}
        {list.length === pageSize && pageSize < MOST_SHOWN ? (
          <Group justify="center">
            <Button variant="default" radius="xl" loading={workshops.isFetching} onClick={() => setPageSize((size) => size + PAGE_SIZE)}>
              {t('services.workshops.showMore')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </>
  );
}
