import { Badge, Checkbox, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import type { TAddOnSection } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '../../../shared/money-text';

type AddOnPickerProps = {
  sections: readonly TAddOnSection[];
  selected: readonly string[];
  onToggle: (addOnId: string) => void;
  /** The service's currency; null when the brand hides prices. */
  currency: string | null;
};

/** A service's add-on sections: 'Multiple' as checkboxes, any other as one choice (an oil grade) (customer spec section 3). */
export function AddOnPicker({ sections, selected, onToggle, currency }: AddOnPickerProps) {
  const { t } = useTranslation();
  const money = useMoneyText();
  if (sections.length === 0) return null;
  return (
    <Stack gap="md">
      {sections.map((section) => {
        const label = (item: TAddOnSection['items'][number]) => (
          <Group gap="xs" wrap="nowrap" justify="space-between" style={{ flex: 1 }}>
            <Group gap={6}>
              <Text size="sm" dir="auto">
                {item.displayName}
              </Text>
              {item.isRecommended ? (
                <Badge size="xs" variant="light" color="green" c="dark.8" tt="none">
                  {t('services.details.recommended')}
                </Badge>
              ) : null}
            </Group>
            {currency ? (
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {item.price.amount > 0 ? `+ ${money(item.price.amount, currency)}` : t('services.details.included')}
              </Text>
            ) : null}
          </Group>
        );
        const heading = (
          <Title order={3} size="h5" mb="xs" dir="auto">
            {section.displayName}
          </Title>
        );
        return (
          <Paper key={section.sectionId} withBorder radius="lg" p="md">
            {section.selectionType === 'Multiple' ? (
              <Checkbox.Group label={heading} value={[...selected]}>
                <Stack gap="sm">
                  {section.items.map((item) => (
                    <Checkbox
                      key={item.addOnId}
                      value={item.addOnId}
                      label={label(item)}
                      onChange={() => onToggle(item.addOnId)}
                      styles={{ labelWrapper: { flex: 1 } }}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            ) : (
              <Radio.Group label={heading} value={section.items.find((item) => selected.includes(item.addOnId))?.addOnId ?? null} onChange={onToggle}>
                <Stack gap="sm">
                  {section.items.map((item) => (
                    <Radio key={item.addOnId} value={item.addOnId} label={label(item)} styles={{ labelWrapper: { flex: 1 } }} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
