import { Alert, Button, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useChangeJobCard } from '@servicebay/api-client';
import { SERVICE_TYPES, type TJobCard } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { useDomainForm } from '@servicebay/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';
import { notifySuccess } from '../../../shared/notify';
import { showRefusal } from '../../../shared/refusal-at-field';
import type { Assignable } from '../../../shared/team';
import { intakeRules, intakeValuesOf } from '../intake-form';
import { FuelGauge } from './fuel-gauge';
import { TyrePressures } from './tyre-pressures';

type IntakeDetailsProps = { card: TJobCard; workshopId: string; canChange: boolean; assignable: Assignable };

/**
 * The intake details (workshop spec section 3), saved with PATCH; read-only for a role without
 * `jobCards` change. A change made at another desk shows here when nothing is being typed.
 */
export function IntakeDetails({ card, workshopId, canChange, assignable }: IntakeDetailsProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const save = useChangeJobCard();
  const form = useDomainForm({ initialValues: intakeValuesOf(card), issueText: useIssueText(), ...intakeRules });
  // A card changed elsewhere (a live event, another desk) replaces what is shown, unless the person is typing.
  const { isDirty, setValues, resetDirty } = form;
  const shownCard = useRef(card);
  useEffect(() => {
    if (shownCard.current === card) return;
    shownCard.current = card;
    if (isDirty()) return;
    setValues(intakeValuesOf(card));
    resetDirty(intakeValuesOf(card));
  }, [card, isDirty, setValues, resetDirty]);

  const submit = form.submit((change) =>
    save.mutate(
      { workshopId, jobCardId: card.jobCardId, change },
      {
        onSuccess: (saved) => {
          form.setValues(intakeValuesOf(saved));
          form.resetDirty(intakeValuesOf(saved));
          notifySuccess(t('workshop.jobCard.intake.saved'));
        },
        onError: (error) => {
          showRefusal(form, error);
        },
      },
    ),
  );

  const isReadOnly = !canChange;
  const people = (members: Assignable['advisors']) => members.map((member) => ({ value: member.staffId, label: member.name }));
  const lines = (name: 'concerns' | 'suggestions' | 'accessories') => (
    <Textarea
      label={t(`workshop.jobCard.intake.${name}`)}
      description={isReadOnly ? undefined : t('workshop.jobCard.intake.onePerLine')}
      autosize
      minRows={2}
      maxRows={6}
      readOnly={isReadOnly}
      {...form.getInputProps(name)}
    />
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="intake-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="intake-heading">
            {t('workshop.jobCard.intake.heading')}
          </Title>
          {isReadOnly ? (
            <Alert color="gray" variant="light">
              {t('workshop.jobCard.intake.readOnly')}
            </Alert>
          ) : !assignable.isWholeTeam ? (
            <Alert color="blue" variant="light">
              {t('workshop.jobCard.intake.partialTeam')}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('workshop.jobCard.intake.serviceType')}
              data={SERVICE_TYPES.map((type) => ({ value: type, label: t(`workshop.serviceTypes.${type}`) }))}
              allowDeselect={false}
              readOnly={isReadOnly}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('serviceType')}
            />
            <Select
              label={t('workshop.jobCard.intake.advisor')}
              placeholder={t('workshop.jobCard.intake.notAssigned')}
              data={people(assignable.advisors)}
              clearable={!isReadOnly}
              readOnly={isReadOnly}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('advisorId')}
            />
            <MultiSelect
              label={t('workshop.jobCard.intake.technicians')}
              data={people(assignable.technicians)}
              readOnly={isReadOnly}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('technicianIds')}
            />
            <TextInput
              type="datetime-local"
              label={t('workshop.jobCard.intake.estimatedDelivery')}
              readOnly={isReadOnly}
              {...form.getInputProps('estimatedDeliveryAt')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <TextInput
              label={t('workshop.jobCard.intake.odometerIn')}
              description={
                card.odometerIn === null && card.lastOdometer !== null && !isReadOnly
                  ? t('workshop.jobCard.intake.lastReading', { km: formats.number(card.lastOdometer) })
                  : undefined
              }
              inputMode="numeric"
              rightSection={t('workshop.jobCard.intake.km')}
              readOnly={isReadOnly}
              {...form.getInputProps('odometerIn')}
            />
            <TextInput
              label={t('workshop.jobCard.intake.odometerOut')}
              inputMode="numeric"
              rightSection={t('workshop.jobCard.intake.km')}
              readOnly={isReadOnly}
              {...form.getInputProps('odometerOut')}
            />
            <FuelGauge form={form} isReadOnly={isReadOnly} />
            <TextInput label={t('workshop.jobCard.intake.colour')} readOnly={isReadOnly} {...form.getInputProps('colour')} />
          </SimpleGrid>
          <TyrePressures form={form} isReadOnly={isReadOnly} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {lines('concerns')}
            {lines('suggestions')}
            {lines('accessories')}
            <Textarea
              label={t('workshop.jobCard.intake.remarks')}
              description={isReadOnly ? undefined : t('workshop.jobCard.intake.remarksHint')}
              autosize
              minRows={2}
              maxRows={6}
              readOnly={isReadOnly}
              {...form.getInputProps('remarks')}
            />
          </SimpleGrid>
          {canChange ? (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('workshop.jobCard.intake.save')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
