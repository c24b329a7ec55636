import { Alert, Button, SimpleGrid, Stack } from '@mantine/core';
import { ApiError, useReferral } from '@servicebay/api-client';
import { SectionLoader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/notify';
import { ApplyCodeBar } from './apply-code-bar';
import { ReferralHero } from './referral-hero';
import { ReferralTerms } from './referral-terms';
import '../referral.css';

/** Refer and Earn (customer spec section 2): points, the customer's code to share, referrals left, terms, and a friend's code to apply. */
export function ReferralScreen() {
  const { t } = useTranslation();
  const referral = useReferral();

  if (referral.isPending) return <SectionLoader label={t('app.loading')} />;
  if (referral.isError) {
    // A guest is refused for good (sign in first); anything else may pass on a second try.
    const isRefused = referral.error instanceof ApiError && referral.error.status === 403;
    return (
      <Alert color={isRefused ? 'yellow' : 'red'} title={isRefused ? apiErrorText(referral.error) : t('referral.loadFailed')}>
        {isRefused ? null : (
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void referral.refetch()}>
            {t('common.retry')}
          </Button>
        )}
      </Alert>
    );
  }

  const details = referral.data;
  return (
    <Stack gap="lg" className="referral">
      <ReferralHero details={details} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <ReferralTerms details={details} />
      </SimpleGrid>
      <ApplyCodeBar appliedCode={details.appliedCode} />
    </Stack>
  );
}
