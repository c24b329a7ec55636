import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useClientProfile, useOffers } from '@servicebay/api-client';
import { isWebHub } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDay } from '../../../shared/day-text';
import { NotFoundPanel } from '../../../shared/not-found-panel';
import { paths } from '../../../shared/paths';
import { offerPaint } from '../card-paint';
import { isExpiredOffer } from '../offer-sections';
import { OfferArt, OfferName } from './offer-card';
import { OfferCodeChip } from './offer-code-chip';
import { OfferTerms } from './offer-terms';
import '../../../shared/sticky-footer.css';
import './offer-cards.css';

/**
 * /portal/offer-details/:offerId (customer spec section 2): the discount name, its code to copy,
 * its validity and its terms, then a way to book. An expired offer is grey and says its code no
 * longer applies; an id the brand does not list is not found.
 */
export function OfferDetails({ offerId }: { offerId: string }) {
  const { t, i18n } = useTranslation();
  const offers = useOffers(i18n.language);
  const canBook = !isWebHub(useClientProfile());

  if (offers.isPending) return <Skeleton h={320} radius="lg" maw={720} role="status" aria-label={t('app.loading')} />;
  if (offers.isError)
    return (
      <Alert color="red" title={t('common.loadFailed')} maw={720}>
        <Button variant="light" color="red" mt="xs" onClick={() => void offers.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  const offer = offers.data.find((candidate) => candidate.offerId === offerId);
  if (!offer)
    return (
      <NotFoundPanel
        heading={t('offers.details.notFoundHeading')}
        body={t('offers.details.notFoundBody')}
        backTo={paths.offers}
        backLabel={t('offers.details.backToOffers')}
      />
    );

  const isExpired = isExpiredOffer(offer);
  const paint = offerPaint(offer.displayColor, isExpired);
  const day = (date: string) => formatCalendarDay(date, i18n.language);

  return (
    <Stack gap="lg" maw={720}>
      <Paper
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        shadow="sm"
        className={isExpired ? 'offer-card offer-card--expired' : 'offer-card'}
        style={{ background: paint.background, color: paint.ink }}
      >
        <OfferArt imageUrl={offer.imageUrl} />
        <Stack gap="md" align="flex-start" style={{ paddingInlineEnd: 64 }}>
          {isExpired ? (
            <Badge variant="white" color="dark" radius="sm">
              {t('offers.list.expiredBadge')}
            </Badge>
          ) : null}
          <Title order={2} lh={1.15} style={{ color: 'inherit' }}>
            <OfferName name={offer.name} scale={1.25} />
          </Title>
          <OfferCodeChip code={offer.offerCode} ink={paint.ink} canCopy={!isExpired} size="md" />
          <Text size="sm" fw={600} c="inherit">
            {isExpired ? t('offers.list.endedOn', { date: day(offer.validity.endDate) }) : t('offers.list.validTill', { date: day(offer.validity.endDate) })}
          </Text>
        </Stack>
      </Paper>

      {isExpired ? (
        <Alert color="gray" variant="light" c="dark">
          {t('offers.details.expiredNote')}
        </Alert>
      ) : null}

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <Stack gap={4} component="section" aria-labelledby="offer-validity">
            <Title order={3} size="h5" id="offer-validity">
              {t('offers.details.validity')}
            </Title>
            <Text>{t('offers.details.validFromTo', { start: day(offer.validity.startDate), end: day(offer.validity.endDate) })}</Text>
          </Stack>
          <OfferTerms terms={offer.termsAndConditions} />
        </Stack>
      </Paper>

      {canBook && !isExpired ? (
        <Group className="sticky-footer" justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" c="dimmed">
            {t('offers.details.howToUse')}
          </Text>
          <Button component={Link} to={paths.bookService} size="md" radius="xl" style={{ flexShrink: 0 }}>
            {t('offers.details.bookService')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
