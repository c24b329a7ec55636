import { ActionIcon, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import type { TPart } from '@servicebay/domain';
import { PlusIcon, TrashIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { newPartLine, type PartLine } from '../part-lines-form';
import { PartPicker } from './part-picker';

/** What the lines need of a domain form whose values hold `lines` of parts and quantities. */
type LinesForm = {
  values: { lines: PartLine[] };
  errors: Partial<Record<string, string>>;
  setFieldValue: (path: `lines.${number}.partId`, value: string) => void;
  getInputProps: (path: `lines.${number}.quantity`) => object;
  removeListItem: (path: 'lines', index: number) => void;
};

type PartLinesProps = {
  form: LinesForm;
  workshopId: string;
  /** Part numbers the pickers start searching with (the low-stock list's parts). */
  partNumbers?: readonly string[];
  /** A line's hint under its quantity (the transfer's 'on hand here'), from its picked part. */
  quantityHint?: (partId: string) => string | undefined;
  /** Told the part each picker chose, with its stock here. */
  onPicked?: (part: TPart) => void;
};

/** A stock document's lines, each a part from the parts master and a quantity, one card per line: an order's, a transfer's. */
export function PartLines({ form, workshopId, partNumbers = [], quantityHint, onPicked }: PartLinesProps) {
  const { t } = useTranslation();
  return form.values.lines.map((line, index) => (
    <Paper key={index} withBorder radius="md" p="sm" role="group" aria-label={t('workshop.stock.lines.heading', { index: index + 1 })}>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          {t('workshop.stock.lines.heading', { index: index + 1 })}
        </Text>
        {form.values.lines.length > 1 ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('workshop.stock.lines.remove', { index: index + 1 })}
            onClick={() => form.removeListItem('lines', index)}
          >
            <TrashIcon size={16} />
          </ActionIcon>
        ) : null}
      </Group>
      <Group align="flex-start" gap="sm" grow preventGrowOverflow={false}>
        <div style={{ flex: '3 1 12rem' }}>
          <PartPicker
            workshopId={workshopId}
            label={t('workshop.stock.lines.part')}
            value={line.partId}
            onChange={(partId) => form.setFieldValue(`lines.${index}.partId`, partId)}
            onPicked={onPicked}
            error={form.errors[`lines.${index}.partId`]}
            initialSearch={partNumbers[index]}
          />
        </div>
        <TextInput
          style={{ flex: '1 1 6rem' }}
          label={t('workshop.stock.lines.quantity')}
          description={line.partId ? quantityHint?.(line.partId) : undefined}
          withAsterisk
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          {...form.getInputProps(`lines.${index}.quantity`)}
        />
      </Group>
    </Paper>
  ));
}

/** Adds an empty line (a part to pick, quantity 1). */
export function AddPartLine({ onAdd }: { onAdd: (line: PartLine) => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" leftSection={<PlusIcon size={16} />} onClick={() => onAdd(newPartLine())}>
      {t('workshop.stock.lines.add')}
    </Button>
  );
}
