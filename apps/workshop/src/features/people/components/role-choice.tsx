import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TStaffRole } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';

type RoleChoiceProps = {
  roles: readonly TStaffRole[];
  value: TStaffRole | null;
  onChange: (role: TStaffRole) => void;
  label: string;
  description?: string;
  error?: string;
};

/** The roles one may give, each with one line on what it may do ('Select User Role', workshop spec section 2). */
export function RoleChoice({ roles, value, onChange, label, description, error }: RoleChoiceProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group value={value ?? ''} onChange={(next) => onChange(next as TStaffRole)} label={label} description={description} error={error}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
        {roles.map((role) => (
          <Radio.Card key={role} value={role} p="sm" radius="md">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {t(`workshop.roles.${role}.name`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`workshop.roles.${role}.summary`)}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
