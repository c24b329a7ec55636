import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TOffer } from '@servicebay/domain';
import { TagIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDay } from '../../../shared/day-text';
import { paths } from '../../../shared/paths';
import { offerPaint } from '../card-paint';
import { isExpiredOffer, nameLines } from '../offer-sections';
import { OfferCodeChip } from './offer-code-chip';
import './offer-cards.css';

/** The offer's picture, or a large tag drawn in the card's ink: decoration, so no text for it. */
export function OfferArt({ imageUrl }: { imageUrl: string | null }) {
  if (imageUrl)
    return (
      <span className="offer-card__art" aria-hidden="true">
        <img src={imageUrl} alt="" width={64} height={64} loading="lazy" decoding="async" />
      </span>
    );
  return (
    <span className="offer-card__art offer-card__art--drawn" aria-hidden="true">
      <TagIcon size={132} />
    </span>
  );
}

/** The discount name over two bold lines (customer spec section 2: split by spaces). */
export function OfferName({ name, scale = 1 }: { name: string; scale?: number }) {
  const [first, second] = nameLines(name);
  return (
    <>
      <span style={{ display: 'block', fontSize: `${1.45 * scale}rem`, fontWeight: 800 }}>{first}</span>{' '}
      {second ? <span style={{ display: 'block', fontSize: `${1.05 * scale}rem`, fontWeight: 700 }}>{second}</span> : null}
    </>
  );
}

type OfferCardProps = { offer: TOffer; headingOrder?: 2 | 3 };

/**
 * One offer as a coupon card (customer spec section 2): its colour and picture, the name on two
 * bold lines, the code with a Copy button, and the end of its validity (DD MMM YYYY). Expired
 * offers are grey and say so. A tap anywhere but the Copy button opens the offer's details.
 */
export function OfferCard({ offer, headingOrder = 3 }: OfferCardProps) {
  const { t, i18n } = useTranslation();
  const isExpired = isExpiredOffer(offer);
  const paint = offerPaint(offer.displayColor, isExpired);
  const endDate = formatCalendarDay(offer.validity.endDate, i18n.language);
  const titleId = `offer-title-${offer.offerId}`;
  const badge = isExpired ? t('offers.list.expiredBadge') : offer.section === 'new' ? t('offers.list.newBadge') : null;

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      radius="lg"
      p="md"
      shadow="xs"
      className={isExpired ? 'offer-card offer-card--expired' : 'offer-card'}
      style={{ background: paint.background, color: paint.ink, minBlockSize: 184 }}
    >
      <OfferArt imageUrl={offer.imageUrl} />
      <Stack gap="sm" justify="space-between" h="100%">
        <Stack gap={6} align="flex-start" style={{ paddingInlineEnd: 56 }}>
          {badge ? (
            <Badge variant="white" color="dark" size="sm" radius="sm">
              {badge}
            </Badge>
          ) : null}
          <Title order={headingOrder} id={titleId} lh={1.15} style={{ color: 'inherit' }}>
            <Link to={paths.offerDetails(offer.offerId)} className="offer-card__link">
              <OfferName name={offer.name} />
            </Link>
          </Title>
        </Stack>
        <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
          <OfferCodeChip code={offer.offerCode} ink={paint.ink} canCopy={!isExpired} />
          <Text size="xs" fw={600} c="inherit">
            {isExpired ? t('offers.list.endedOn', { date: endDate }) : t('offers.list.validTill', { date: endDate })}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
