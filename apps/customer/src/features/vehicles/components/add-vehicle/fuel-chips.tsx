import { Chip, Group, Input } from '@mantine/core';
import type { TFuelType } from '@servicebay/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type FuelChipsProps = {
  fuels: readonly TFuelType[];
  value: TFuelType | null;
  /** Says whether the pick may happen (make and year come first). */
  canPick: () => boolean;
  onPick: (fuel: TFuelType) => void;
  error?: string;
};

/** One chip per fuel the model (or, before a model, the brand) offers. */
export function FuelChips({ fuels, value, canPick, onPick, error }: FuelChipsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Input.Wrapper label={t('garage.addVehicle.fuel')} labelElement="div" labelProps={{ id }} error={error} errorProps={{ id: `${id}-error` }}>
      <Chip.Group
        multiple={false}
        value={value}
        onChange={(next) => {
          if (canPick()) onPick(next as TFuelType);
        }}
      >
        <Group gap="xs" mt={6} role="radiogroup" aria-labelledby={id} aria-describedby={error ? `${id}-error` : undefined}>
          {fuels.map((fuel) => (
            <Chip key={fuel} value={fuel} variant="outline">
              {t(`garage.fuel.${fuel}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}
