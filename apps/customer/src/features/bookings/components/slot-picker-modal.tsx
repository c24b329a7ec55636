import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import { Alert, Button, Chip, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { ApiError, useAvailableDates, useAvailableSlots } from '@servicebay/api-client';
import { useLocale } from '@servicebay/i18n';
import { DeferredModal, SectionLoader } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '../../../shared/day-text';
import { apiErrorText, notifyWarning } from '../../../shared/notify';
import { slotKey, slotText } from '../slot-text';

export type TPickedSlot = { date: string; slot: { startTime: string; endTime: string } };

type SlotPickerModalProps = {
  opened: boolean;
  workshopId: string;
  value: TPickedSlot | null;
  /** OK with a slot sets it; Cancel clears it (customer spec section 4). */
  onChange: (value: TPickedSlot | null) => void;
  onClose: () => void;
};

/**
 * The slot picker (customer spec sections 2 and 5): a calendar of the workshop's open days only,
 * from the first to the last available date, then the day's slots. OK without a slot says 'select
 * convenient time slot'; a day with none left says 'all service slots full'.
 */
export function SlotPickerModal({ opened, workshopId, value, onChange, onClose }: SlotPickerModalProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={opened} onClose={onClose} title={t('bookings.slots.title')} radius="lg" centered size="auto">
      {opened ? <SlotPicker workshopId={workshopId} value={value} onChange={onChange} onClose={onClose} /> : null}
    </DeferredModal>
  );
}

function SlotPicker({ workshopId, value, onChange, onClose }: Omit<SlotPickerModalProps, 'opened'>) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const dates = useAvailableDates(workshopId);
  const [date, setDate] = useState<string | null>(value?.date ?? null);
  const [picked, setPicked] = useState<string | null>(value ? slotKey(value.slot) : null);
  const slots = useAvailableSlots(workshopId, date);
  const open = new Set(dates.data?.dates ?? []);

  function ok() {
    const slot = slots.data?.find((candidate) => slotKey(candidate) === picked);
    if (!date || !slot) {
      notifyWarning(t('errors.slots/not-a-slot'));
      return;
    }
    onChange({ date, slot: { startTime: slot.startTime, endTime: slot.endTime } });
    onClose();
  }

  function cancel() {
    onChange(null);
    onClose();
  }

  if (dates.isPending) return <SectionLoader label={t('app.loading')} py="xl" />;
  if (dates.isError) return <Alert color="red">{apiErrorText(dates.error)}</Alert>;
  if (!dates.data.firstDate || !dates.data.lastDate) return <Alert color="yellow">{t('bookings.slots.noDates')}</Alert>;

  return (
    <Stack gap="md" miw={{ base: 'auto', sm: 340 }}>
      <DatesProvider settings={{ locale: language }}>
        <DatePicker
          aria-label={t('bookings.slots.date')}
          value={date}
          onChange={(day) => {
            setDate(day);
            setPicked(null);
          }}
          minDate={dates.data.firstDate}
          maxDate={dates.data.lastDate}
          defaultDate={value?.date ?? dates.data.firstDate}
          excludeDate={(day) => !open.has(day.slice(0, 10))}
          maxLevel="month"
          // Another month's days are drawn dimmed, below 4.5:1, and may be bookable (1 December on
          // November's page): shown only on their own month's page, at full contrast.
          hideOutsideDates
          // Days read as the app writes dates, in the customer's language, starting with the
          // day's number as shown (D MMM YYYY), so a spoken 'click 5' finds it.
          getDayAriaLabel={(day) => formatCalendarDay(day, language).replace(/^0/, '')}
          // Open days come from the workshop's own week; Mantine's red weekend reads under 4.5:1.
          weekendDays={[]}
          ariaLabels={{
            previousMonth: t('bookings.slots.calendar.previousMonth'),
            nextMonth: t('bookings.slots.calendar.nextMonth'),
            monthLevelControl: t('bookings.slots.calendar.monthLevel'),
          }}
          style={{ alignSelf: 'center' }}
        />
      </DatesProvider>
      <Stack gap="xs">
        <Title order={3} size="h6" id="slot-chips-title">
          {t('bookings.slots.time')}
        </Title>
        <DaySlots date={date} slots={slots} picked={picked} onPick={setPicked} />
      </Stack>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={cancel}>
          {t('bookings.slots.cancel')}
        </Button>
        <Button onClick={ok}>{t('bookings.slots.ok')}</Button>
      </Group>
    </Stack>
  );
}

type DaySlotsProps = {
  date: string | null;
  slots: ReturnType<typeof useAvailableSlots>;
  picked: string | null;
  onPick: (key: string | null) => void;
};

function DaySlots({ date, slots, picked, onPick }: DaySlotsProps) {
  const { t } = useTranslation();
  if (!date)
    return (
      <Text size="sm" c="dimmed">
        {t('bookings.slots.pickDateFirst')}
      </Text>
    );
  if (slots.isPending) return <SectionLoader label={t('app.loading')} py="sm" />;
  if (slots.isError) {
    const isFull = slots.error instanceof ApiError && slots.error.code === 'slots/full';
    return (
      <Alert color={isFull ? 'yellow' : 'red'} role="status">
        {isFull ? t('errors.slots/full') : apiErrorText(slots.error)}
      </Alert>
    );
  }
  if (slots.data.length === 0) return <Alert color="yellow">{t('errors.slots/full')}</Alert>;
  return (
    <Chip.Group multiple={false} value={picked} onChange={onPick}>
      {/* Two to a row on a phone, three where there is room: a day's slots fit without a long scroll. */}
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" role="group" aria-labelledby="slot-chips-title">
        {slots.data.map((slot) => (
          <Chip
            key={slotKey(slot)}
            value={slotKey(slot)}
            radius="md"
            size="sm"
            disabled={slot.remaining <= 0}
            styles={{ root: { minWidth: 0 }, label: { width: '100%', justifyContent: 'center', paddingInline: 8 } }}
          >
            <span dir="ltr">{slotText(slot)}</span>
          </Chip>
        ))}
      </SimpleGrid>
    </Chip.Group>
  );
}
