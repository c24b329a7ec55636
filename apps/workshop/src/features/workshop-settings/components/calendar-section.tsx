import { ActionIcon, Badge, Button, Chip, Group, Input, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { WEEKDAYS } from '@servicebay/domain';
import { TrashIcon } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';
import { inWeekOrder, withHoliday, withoutHoliday } from '../calendar';
import { fieldProps, type SettingsForm } from './settings-fields';
import { SettingsSection } from './settings-section';

/** The calendar customers book into: working days, hours, slot length, bays (a slot's capacity) and holidays. */
export function CalendarSection({ form, isReadOnly }: { form: SettingsForm; isReadOnly: boolean }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const [holiday, setHoliday] = useState('');
  const [holidayError, setHolidayError] = useState<string | null>(null);
  const field = (name: Parameters<typeof fieldProps>[1]) => fieldProps(form, name, isReadOnly);

  function addHoliday() {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(holiday)) return setHolidayError(t('workshopRecords.field.dateInvalid'));
    if (form.values.holidays.includes(holiday)) return setHolidayError(t('workshop.settings.rules.holidayTaken'));
    form.setFieldValue('holidays', withHoliday(form.values.holidays, holiday));
    setHoliday('');
  }

  return (
    <SettingsSection id="settings-calendar" title={t('workshop.settings.calendarSection')} hint={t('workshop.settings.calendarHint')}>
      <Input.Wrapper label={t('workshop.settings.fields.workingDays')} error={form.errors.workingDays}>
        {isReadOnly ? (
          // Read, the days are a plain list: disabled chips are too faint to tell apart.
          <Group gap={6} mt={6} component="ul" className="workshop-settings__holidays" aria-label={t('workshop.settings.fields.workingDays')}>
            {form.values.workingDays.map((day) => (
              <Badge key={day} component="li" variant="light" size="lg" radius="xl" tt="none" fw={500}>
                {t(`workshop.settings.days.${day}`)}
              </Badge>
            ))}
          </Group>
        ) : (
          <Chip.Group multiple value={form.values.workingDays} onChange={(days) => form.setFieldValue('workingDays', inWeekOrder(days))}>
            <Group gap={6} mt={6} role="group" aria-label={t('workshop.settings.fields.workingDays')}>
              {WEEKDAYS.map((day) => (
                <Chip key={day} value={day} size="sm">
                  {t(`workshop.settings.days.${day}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput type="time" label={t('workshop.settings.fields.opensAt')} withAsterisk dir="ltr" {...field('opensAt')} />
        <TextInput type="time" label={t('workshop.settings.fields.closesAt')} withAsterisk dir="ltr" {...field('closesAt')} />
        <TextInput label={t('workshop.settings.fields.slotMinutes')} withAsterisk inputMode="numeric" dir="ltr" {...field('slotMinutes')} />
        <TextInput label={t('workshop.settings.fields.bays')} withAsterisk inputMode="numeric" dir="ltr" {...field('bays')} />
      </SimpleGrid>
      <Stack gap="xs">
        <Text size="sm" fw={500} component="h3" id="holidays-heading">
          {t('workshop.settings.fields.holidays')}
        </Text>
        {isReadOnly ? null : (
          <Group gap="sm" align="flex-start">
            <TextInput
              type="date"
              label={t('workshop.settings.fields.holidayDate')}
              value={holiday}
              onChange={(event) => {
                setHoliday(event.currentTarget.value);
                setHolidayError(null);
              }}
              error={holidayError}
              dir="ltr"
              style={{ flex: '1 1 12rem' }}
            />
            <Button variant="light" mt={24} onClick={addHoliday}>
              {t('workshop.settings.addHoliday')}
            </Button>
          </Group>
        )}
        {form.values.holidays.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('workshop.settings.noHolidays')}
          </Text>
        ) : (
          <Group gap={6} component="ul" aria-labelledby="holidays-heading" className="workshop-settings__holidays">
            {form.values.holidays.map((date) => (
              <Group key={date} component="li" gap={4} wrap="nowrap" className="workshop-settings__holiday">
                <Text size="sm">{formats.day(date)}</Text>
                {isReadOnly ? null : (
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="gray"
                    aria-label={t('workshop.settings.removeHoliday', { date: formats.day(date) })}
                    onClick={() => form.setFieldValue('holidays', withoutHoliday(form.values.holidays, date))}
                  >
                    <TrashIcon size={14} />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Group>
        )}
      </Stack>
    </SettingsSection>
  );
}
