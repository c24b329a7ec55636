import { Group, Progress, Text } from '@mantine/core';
import type { TReferralDetails } from '@servicebay/domain';
import { UserIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { referralsUsedPercent } from '../referral-code';

/**
 * The hero's last strip: 'N of 3 referrals remaining', a bar, and one seat per referral, filled for
 * each friend who has earned the customer points. In the hero so a phone's first screen shows it
 * above the bottom bar.
 */
export function ReferralProgress({ details }: { details: TReferralDetails }) {
  const { t } = useTranslation();
  const { referralsUsed: used, referralsTotal: total, referralsRemaining: remaining } = details;
  const seats = Array.from({ length: total }, (_, index) => index < used);
  return (
    <div className="referral-progress">
      <Group justify="space-between" gap="sm" wrap="nowrap" align="center">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} c="inherit">
            {t('referral.progress.remaining', { remaining, total })}
          </Text>
          {remaining === 0 ? (
            <Text size="sm" c="inherit">
              {t('referral.progress.allUsed')}
            </Text>
          ) : null}
        </div>
        <Group gap={6} wrap="nowrap" aria-hidden="true">
          {seats.map((isUsed, index) => (
            <span key={index} className={`referral-seat${isUsed ? ' referral-seat--used' : ''}`}>
              <UserIcon size={16} />
            </span>
          ))}
        </Group>
      </Group>
      <Progress
        mt="sm"
        value={referralsUsedPercent(details)}
        color="var(--brand-primary-contrast)"
        size="md"
        radius="xl"
        classNames={{ root: 'referral-progress__track' }}
        aria-label={t('referral.progress.label', { used, total })}
      />
    </div>
  );
}
