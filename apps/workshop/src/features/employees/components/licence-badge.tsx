import { Badge } from '@mantine/core';
import type { TEmployee } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';

/** How near a licence's expiry is, shown only when within 30 days or past (domain people/licence.ts). */
export function LicenceBadge({ licence }: { licence: TEmployee['licence'] }) {
  const { t } = useTranslation();
  if (!licence || licence.standing === 'valid') return null;
  const text =
    licence.standing === 'expired'
      ? t('workshop.employees.licences.expired', { days: -licence.daysLeft })
      : licence.daysLeft === 0
        ? t('workshop.employees.licences.expiresToday')
        : t('workshop.employees.licences.expiresIn', { days: licence.daysLeft });
  return (
    // A dot in the warning's colour beside text in the text colour: a light badge's tinted text reads under 4.5:1.
    <Badge component="span" color={licence.standing === 'expired' ? 'red' : 'orange'} variant="dot" radius="sm" tt="none" fw={500}>
      {text}
    </Badge>
  );
}
