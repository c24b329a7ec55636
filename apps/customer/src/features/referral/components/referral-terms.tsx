import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { REFERRAL_BOOKING_WINDOW_DAYS, type TReferralDetails } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { GiftArt, ShareArt, TicketArt } from './referral-art';

/** How it works, in three steps, and the programme's terms (customer spec section 9). */
export function ReferralTerms({ details }: { details: TReferralDetails }) {
  const { t } = useTranslation();
  const days = REFERRAL_BOOKING_WINDOW_DAYS;
  const points = details.referralPoint;
  const steps = [
    { art: <ShareArt size={22} />, text: t('referral.howItWorks.share') },
    { art: <TicketArt size={22} />, text: t('referral.howItWorks.book', { days }) },
    { art: <GiftArt size={22} />, text: t('referral.howItWorks.earn', { points }) },
  ];
  return (
    <>
      <Paper p="lg" radius="lg" withBorder>
        <Title order={2} size="h4" mb="md">
          {t('referral.howItWorks.title')}
        </Title>
        <ol className="referral-steps">
          {steps.map((step, index) => (
            <li key={index} className="referral-step">
              <span className="referral-step__art">{step.art}</span>
              <Text size="sm">{step.text}</Text>
            </li>
          ))}
        </ol>
      </Paper>
      <Paper p="lg" radius="lg" withBorder>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('referral.terms.title')}
          </Title>
          <List size="sm" spacing={6} c="dimmed" m={0}>
            <List.Item>{t('referral.terms.perFriend', { points })}</List.Item>
            <List.Item>{t('referral.terms.max', { maxCoins: details.maxCoins, total: details.referralsTotal })}</List.Item>
            <List.Item>{t('referral.terms.window', { days })}</List.Item>
            <List.Item>{t('referral.terms.own')}</List.Item>
            <List.Item>{t('referral.terms.once')}</List.Item>
          </List>
        </Stack>
      </Paper>
    </>
  );
}
