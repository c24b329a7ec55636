import { Input, SegmentedControl } from '@mantine/core';
import type { TJobCardChangeBody } from '@servicebay/domain';
import type { DomainForm } from '@servicebay/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntakeValues } from '../intake-form';

/** The marks of a fuel gauge, in percent of the tank: what an advisor reads off the dashboard. */
const MARKS = ['0', '25', '50', '75', '100'] as const;

/**
 * The fuel level as the gauge shows it (issue 26, item 14): Empty, 1/4, 1/2, 3/4 or Full, one tap,
 * instead of a percentage typed from a needle. A level recorded between the marks shows none
 * chosen until a mark is tapped.
 */
export function FuelGauge({ form, isReadOnly }: { form: DomainForm<IntakeValues, TJobCardChangeBody>; isReadOnly: boolean }) {
  const { t } = useTranslation();
  const labelId = useId();
  const { error } = form.getInputProps('fuelLevel');
  return (
    <Input.Wrapper label={t('workshop.jobCard.intake.fuelLevel')} labelElement="div" labelProps={{ id: labelId }} error={error}>
      <SegmentedControl
        fullWidth
        role="radiogroup"
        aria-labelledby={labelId}
        value={String(form.values.fuelLevel)}
        readOnly={isReadOnly}
        onChange={(level) => form.setFieldValue('fuelLevel', level)}
        data={MARKS.map((mark) => ({ value: mark, label: t(`workshop.jobCard.intake.fuelMarks.${mark}`) }))}
      />
    </Input.Wrapper>
  );
}
