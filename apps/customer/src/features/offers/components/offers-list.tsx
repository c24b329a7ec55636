import { Alert, Badge, Button, EmptyState, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useOffers } from '@servicebay/api-client';
import type { TOffer } from '@servicebay/domain';
import { TagIcon } from '@servicebay/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { offersBySection, type ListedOfferSection } from '../offer-sections';
import { OfferCard } from './offer-card';

const GRID = { cols: { base: 1, sm: 2, lg: 3 }, spacing: 'md' } as const;

/**
 * /portal/offers (customer spec section 2): Newly added, Offers and Expired offers. A section with
 * nothing in it gives way, except Expired, which says it has none (the spec's empty state), and
 * Offers, which says so when nothing at all can be used today.
 */
export function OffersList() {
  const { t, i18n } = useTranslation();
  const offers = useOffers(i18n.language);

  if (offers.isPending) return <OffersSkeleton label={t('app.loading')} />;
  if (offers.isError)
    return (
      <Alert color="red" title={t('common.loadFailed')}>
        <Button variant="light" color="red" mt="xs" onClick={() => void offers.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );

  const sections = offersBySection(offers.data);
  const hasUsable = sections.some(({ section, offers: listed }) => section !== 'expired' && listed.length > 0);
  return (
    <Stack gap="xl">
      {sections.map(({ section, offers: listed }) => {
        if (listed.length > 0) return <OfferSection key={section} section={section} offers={listed} />;
        if (section === 'expired')
          return (
            <OfferSection key={section} section={section} offers={listed}>
              <EmptyState
                icon={<TagIcon size={32} />}
                withIndicatorBackground
                title={t('offers.list.noExpiredTitle')}
                description={t('offers.list.noExpiredBody')}
                py="lg"
              />
            </OfferSection>
          );
        if (section === 'running' && !hasUsable)
          return (
            <OfferSection key={section} section={section} offers={listed}>
              <EmptyState icon={<TagIcon size={32} />} variant="light" title={t('offers.list.noneTitle')} description={t('offers.list.noneBody')} py="lg" />
            </OfferSection>
          );
        return null;
      })}
    </Stack>
  );
}

function OfferSection({ section, offers, children }: { section: ListedOfferSection; offers: TOffer[]; children?: ReactNode }) {
  const { t } = useTranslation();
  const headingId = `offers-${section}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group gap="xs" align="center">
        <Title order={2} size="h3" id={headingId}>
          {t(`offers.list.sections.${section}`)}
        </Title>
        {offers.length > 0 ? (
          <Badge variant="light" color="gray" c="dark" radius="sm" aria-hidden="true">
            {offers.length}
          </Badge>
        ) : null}
      </Group>
      {children ?? (
        <SimpleGrid {...GRID}>
          {offers.map((offer) => (
            <OfferCard key={offer.offerId} offer={offer} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** Cards' outlines while the offers load, the size the cards will be. */
function OffersSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      <Skeleton h={28} w={180} radius="sm" />
      <SimpleGrid {...GRID}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={184} radius="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
