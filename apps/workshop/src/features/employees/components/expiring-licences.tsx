import { Alert, Group, List, Text } from '@mantine/core';
import type { TEmployeePage } from '@servicebay/domain';
import { WarningIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { LicenceBadge } from './licence-badge';

/** The licences expired or expiring within 30 days, above the list (the managers are texted of them too). */
export function ExpiringLicences({ licences }: { licences: TEmployeePage['expiringLicences'] }) {
  const { t } = useTranslation();
  if (licences.length === 0) return null;
  return (
    // The title in the text colour: orange on its own light tint reads under 4.5:1.
    <Alert
      color="orange"
      variant="light"
      radius="lg"
      icon={<WarningIcon />}
      title={t('workshop.employees.licences.heading')}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <List spacing={4} size="sm" listStyleType="none" p={0}>
        {licences.map((licence) => (
          <List.Item key={licence.employeeId}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {licence.name}
              </Text>
              <Text size="sm" c="dimmed" dir="ltr">
                {licence.employeeCode} · {licence.licenceExpiry}
              </Text>
              <LicenceBadge licence={licence.licence} />
            </Group>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
