import { ActionIcon, Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { offersQueryOptions, useArticles, useClientProfile } from '@servicebay/api-client';
import { isWebHub, type TOffer } from '@servicebay/domain';
import { ChevronForwardIcon } from '@servicebay/ui';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useRailScroll } from '../hooks/use-rail-scroll';
import { usableOffers } from '../offer-sections';
import { ArticleCard } from './article-card';
import { OfferCard } from './offer-card';
import './offer-cards.css';

const TITLE_ID = 'offers-and-articles-title';

/**
 * The dashboard's offers and articles slider (customer spec section 2): the offers a customer can
 * use today, then the brand's articles, in one row that scrolls and snaps card by card. A web-hub
 * brand has no offers (section 1): its row holds the articles only. Nothing to show, no row.
 */
/** A web-hub brand's offers: none, the same list each render (a deferred value must not change for nothing). */
const NO_OFFERS: TOffer[] = [];

export function OffersAndArticlesSlider() {
  const { t, i18n } = useTranslation();
  const hasOffers = !isWebHub(useClientProfile());
  const offers = useQuery({ ...offersQueryOptions(i18n.language), enabled: hasOffers });
  const articles = useArticles('default');
  const title = hasOffers ? t('offers.slider.title') : t('offers.slider.articlesTitle');
  // The cards render in pieces the browser can answer between (a deferred render is cut up; a
  // query's own update is not), so a slow phone's dashboard stays responsive while they arrive.
  const offerList = useDeferredValue(hasOffers ? offers.data : NO_OFFERS);
  const articleList = useDeferredValue(articles.data);

  if ((offerList === undefined && !offers.isError) || (articleList === undefined && !articles.isError))
    return (
      <Stack gap="sm" role="status" aria-label={t('app.loading')}>
        <Skeleton h={26} w={200} radius="sm" />
        <Group gap="md" wrap="nowrap" style={{ overflow: 'hidden' }}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} h={184} radius="lg" style={{ flex: '0 0 min(300px, 84%)' }} />
          ))}
        </Group>
      </Stack>
    );

  const offerCards = usableOffers(offerList ?? []).map((offer) => <OfferCard key={offer.offerId} offer={offer} />);
  const articleCards = (articleList ?? []).map((article) => <ArticleCard key={article.articleId} article={article} />);
  if (offerCards.length + articleCards.length === 0) return null;

  return (
    <Stack component="section" aria-labelledby={TITLE_ID} gap="sm">
      <OffersRail title={title} seeAll={hasOffers}>
        {[...offerCards, ...articleCards]}
      </OffersRail>
    </Stack>
  );
}

function OffersRail({ title, seeAll, children }: { title: string; seeAll: boolean; children: ReactElement[] }) {
  const { t } = useTranslation();
  const rail = useRailScroll<HTMLUListElement>(children.length);
  const isScrollable = !(rail.atStart && rail.atEnd);

  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={2} size="h3" id={TITLE_ID}>
          {title}
        </Title>
        <Group gap="xs" wrap="nowrap">
          {seeAll ? (
            <Anchor component={Link} to={paths.offers} fw={600} size="sm">
              {t('offers.slider.seeAll')}
            </Anchor>
          ) : null}
          {isScrollable ? (
            <Group gap={4} wrap="nowrap" visibleFrom="sm">
              <ActionIcon variant="default" radius="xl" size="lg" aria-label={t('offers.slider.previous')} disabled={rail.atStart} onClick={rail.previous}>
                {/* The forward chevron turned round: back, in either reading direction. */}
                <span style={{ display: 'inline-flex', transform: 'scaleX(-1)' }}>
                  <ChevronForwardIcon size={18} />
                </span>
              </ActionIcon>
              <ActionIcon variant="default" radius="xl" size="lg" aria-label={t('offers.slider.next')} disabled={rail.atEnd} onClick={rail.next}>
                <ChevronForwardIcon size={18} />
              </ActionIcon>
            </Group>
          ) : null}
        </Group>
      </Group>
      <ul ref={rail.ref} className="offers-rail" aria-labelledby={TITLE_ID}>
        {children.map((card) => (
          <li key={card.key}>{card}</li>
        ))}
      </ul>
    </>
  );
}
