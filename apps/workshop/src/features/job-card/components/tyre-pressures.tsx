import { Fieldset, Group, SegmentedControl, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DomainForm } from '@servicebay/ui';
import type { TJobCardChangeBody } from '@servicebay/domain';
import { TYRES_OF, type IntakeValues, type Wheels } from '../intake-form';

type TyrePressuresProps = { form: DomainForm<IntakeValues, TJobCardChangeBody>; isReadOnly: boolean };

/** A pressure per tyre, in psi: a car's four and its spare, or a two-wheeler's front and rear. */
export function TyrePressures({ form, isReadOnly }: TyrePressuresProps) {
  const { t } = useTranslation();
  const wheels = form.values.wheels;
  return (
    <Fieldset
      variant="unstyled"
      legend={
        <Group gap="sm" wrap="wrap">
          <Text size="sm" fw={600}>
            {t('workshop.jobCard.intake.tyrePressures')}
          </Text>
          <SegmentedControl
            size="xs"
            aria-label={t('workshop.jobCard.intake.wheelsLabel')}
            value={wheels}
            disabled={isReadOnly}
            onChange={(next) => form.setFieldValue('wheels', next as Wheels)}
            data={[
              { value: 'car', label: t('workshop.jobCard.intake.wheels.car') },
              { value: 'twoWheeler', label: t('workshop.jobCard.intake.wheels.twoWheeler') },
            ]}
          />
        </Group>
      }
    >
      <SimpleGrid cols={{ base: 2, sm: wheels === 'car' ? 5 : 2 }} spacing="sm" mt="xs">
        {TYRES_OF[wheels].map((position) => (
          <TextInput
            key={position}
            label={t(`workshop.jobCard.intake.tyres.${position}`)}
            inputMode="decimal"
            readOnly={isReadOnly}
            {...form.getInputProps(`tyrePressures.${position}`)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
