import { Button, Group, Text, Title } from '@mantine/core';
import type { TReferralDetails } from '@servicebay/domain';
import { CheckCircleIcon, CopyIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { useShareActions } from '../hooks/use-share-actions';
import { GiftArt, ShareArt } from './referral-art';
import { ReferralProgress } from './referral-progress';

/** The brand-coloured card: the points earned, large, the customer's code with Copy and Share, and the referrals left. */
export function ReferralHero({ details }: { details: TReferralDetails }) {
  const { t } = useTranslation();
  const { isCopied, copy, share } = useShareActions(details.code);
  return (
    <section className="referral-hero" aria-labelledby="referral-points-label">
      <span className="referral-hero__art">
        <GiftArt size={120} />
      </span>
      <div className="referral-hero__summary">
        <Text id="referral-points-label" className="referral-hero__eyebrow">
          {t('referral.hero.pointsLabel')}
        </Text>
        <p className="referral-hero__points">
          <bdi dir="ltr" className="referral-hero__number">
            {details.pointsEarned}
          </bdi>{' '}
          <span className="referral-hero__unit">{t('referral.hero.pointsUnit')}</span>
        </p>
        <Text className="referral-hero__lead">{t('referral.hero.earnUpTo', { maxCoins: details.maxCoins, total: details.referralsTotal })}</Text>
      </div>

      <div className="referral-ticket">
        <Title order={2} className="referral-ticket__label">
          {t('referral.hero.codeLabel')}
        </Title>
        {/* A code is Latin letters and digits: it reads left to right in Arabic too. */}
        <p className="referral-ticket__code" dir="ltr">
          {details.code}
        </p>
        <Group gap="xs" grow wrap="nowrap" className="referral-ticket__actions">
          <Button
            variant="white"
            color="dark"
            radius="xl"
            leftSection={isCopied ? <CheckCircleIcon size={16} /> : <CopyIcon size={16} />}
            aria-label={isCopied ? t('referral.hero.copied') : t('referral.hero.copyLabel', { code: details.code })}
            onClick={copy}
          >
            {isCopied ? t('referral.hero.copied') : t('referral.hero.copy')}
          </Button>
          <Button
            variant="outline"
            radius="xl"
            className="referral-ticket__share"
            leftSection={<ShareArt size={16} />}
            aria-label={t('referral.hero.shareLabel', { code: details.code })}
            onClick={share}
          >
            {t('referral.hero.share')}
          </Button>
        </Group>
      </div>
      <ReferralProgress details={details} />
    </section>
  );
}
