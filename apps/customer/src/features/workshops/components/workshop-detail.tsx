import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ApiError, useWorkshop, useWorkshopSegments } from '@servicebay/api-client';
import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundPanel } from '../../../shared/not-found-panel';
import { paths } from '../../../shared/paths';
import '../../../shared/sticky-footer.css';
import type { ServiceChoice } from '../../../shared/service-choice';
import { useAddToCart } from '../../../shared/use-add-to-cart';
import { useCustomerPosition } from '../../../shared/use-customer-position';
import { workingDayRanges } from '../workshop-text';
import { PickupLine } from './pickup-line';
import { WorkshopFacts } from './workshop-facts';
import { WorkshopPictures } from './workshop-pictures';
import { RecommendedBadge } from './recommended-badge';

type WorkshopDetailProps = { workshopId: string; choice: ServiceChoice | undefined; onBack: () => void };

/**
 * /portal/workshop-detail/:id: pictures, rating, distance, hours, quality, and with a chosen service
 * Add to Cart (then on to more services) or Book Now (straight to the cart to book) (customer spec
 * sections 2 and 4). Both keep the workshop in the customer's settings.
 */
export function WorkshopDetail({ workshopId, choice, onBack }: WorkshopDetailProps) {
  const { t } = useTranslation();
  const { position, isPending } = useCustomerPosition();
  const workshop = useWorkshop(isPending ? null : workshopId, position);
  const segment = (useWorkshopSegments().data ?? []).find((candidate) => candidate.name === workshop.data?.quality);
  const { addToCart, isAdding } = useAddToCart();

  if (workshop.error instanceof ApiError && workshop.error.code === 'resource/not-found') {
    return (
      <NotFoundPanel
        heading={t('services.workshops.notFound')}
        body={t('services.workshops.notFoundBody')}
        backTo={paths.bookService}
        backLabel={t('services.details.back')}
      />
    );
  }
  const header = <ScreenHeader title={workshop.data?.displayTitle ?? t('services.workshops.heading')} backLabel={t('services.details.back')} onBack={onBack} />;
  if (!workshop.data) {
    return (
      <>
        {header}
        <Skeleton h={220} radius="lg" aria-busy />
      </>
    );
  }
  const shop = workshop.data;
  // Book Now goes to the cart to book; Add to Cart back to the menu for more (customer spec section 4).
  const choose = (isDirect: boolean) =>
    choice &&
    addToCart(choice, shop.workshopId, isDirect ? `${paths.cart}?direct=1` : `${paths.bookService}?workshopId=${encodeURIComponent(shop.workshopId)}`);
  const days = workingDayRanges(shop.workingDays)
    .map((range) =>
      range.length === 1 ? t(`services.weekdays.${range[0]!}`) : `${t(`services.weekdays.${range[0]!}`)}–${t(`services.weekdays.${range.at(-1)!}`)}`,
    )
    .join(', ');

  return (
    <>
      {header}
      <Stack gap="md">
        <WorkshopPictures urls={shop.imageUrls} name={shop.displayTitle} />
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Group gap={6}>
              {shop.recommended ? <RecommendedBadge /> : null}
              <Badge variant="default" tt="none">
                {segment?.displayName ?? shop.quality}
              </Badge>
            </Group>
            <WorkshopFacts workshop={shop} />
            <PickupLine workshop={shop} />
            <Text dir="auto">{shop.shortDescription}</Text>
            {shop.promotionalText ? (
              <Text c="teal.9" fw={600} size="sm" dir="auto">
                {shop.promotionalText}
              </Text>
            ) : null}
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="workshop-visit">
          <Title order={2} size="h5" id="workshop-visit" mb="xs">
            {t('services.workshops.visit')}
          </Title>
          <Stack gap={4}>
            <Text size="sm" dir="auto">
              {shop.address}
            </Text>
            <Text size="sm">{t('services.workshops.hours', { days, opens: shop.opensAt, closes: shop.closesAt })}</Text>
            <Anchor href={`tel:${shop.phoneNumber}`} size="sm" dir="ltr" style={{ alignSelf: 'flex-start' }}>
              {shop.phoneNumber}
            </Anchor>
          </Stack>
        </Paper>
        {segment && segment.features.length > 0 ? (
          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="workshop-features">
            <Title order={2} size="h5" id="workshop-features" mb="xs">
              {t('services.workshops.features')}
            </Title>
            <Stack gap={4} component="ul" style={{ paddingInlineStart: 20, margin: 0 }}>
              {segment.features.map((feature) => (
                <Text key={feature} component="li" size="sm" dir="auto">
                  {feature}
                </Text>
              ))}
            </Stack>
          </Paper>
        ) : null}
      </Stack>
      <Group className="sticky-footer" grow wrap="nowrap" role="region" aria-label={t('services.workshops.actionsLabel')}>
        {choice ? (
          <>
            <Button variant="outline" radius="xl" size="md" loading={isAdding} onClick={() => void choose(false)}>
              {t('services.workshops.addToCart')}
            </Button>
            <Button radius="xl" size="md" loading={isAdding} onClick={() => void choose(true)}>
              {t('services.workshops.bookNow')}
            </Button>
          </>
        ) : (
          <Button component={Link} to={paths.bookService} radius="xl" size="md">
            {t('services.workshops.chooseService')}
          </Button>
        )}
      </Group>
    </>
  );
}
