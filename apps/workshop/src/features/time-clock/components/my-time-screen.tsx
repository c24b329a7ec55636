import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useClock, useMyTime } from '@servicebay/api-client';
import type { TAttendanceRecord, TStaffMe } from '@servicebay/domain';
import { ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/notify';
import { deviceLocation } from '../device-location';
import { useTimeTexts } from '../time-texts';

type MyTimeScreenProps = { workshop: TStaffMe['workshops'][number] };

/**
 * My time (issue 29 part 3), phone first: one large button that clocks in or out, whether I am in and
 * since when ('Inactive' when not), today's hours, and where each clock was made. The device's
 * location is asked for at the press; a refusal still clocks and is shown as such.
 */
export function MyTimeScreen({ workshop }: MyTimeScreenProps) {
  const { t } = useTranslation();
  const texts = useTimeTexts();
  const mine = useMyTime(workshop.workshopId);
  const clock = useClock(workshop.workshopId);
  const [isLocating, setLocating] = useState(false);

  const press = async (direction: 'clock-in' | 'clock-out') => {
    setLocating(true);
    const location = await deviceLocation().finally(() => setLocating(false));
    clock.mutate({ direction, location });
  };

  const body = () => {
    if (mine.isPending) return <SectionLoader label={t('workshop.timeClock.myTime.loading')} />;
    if (mine.isError)
      return (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(mine.error)}
        </Alert>
      );
    const { state, openRecord, todayHours, todayRecords } = mine.data;
    const isIn = state === 'clockedIn';
    const isBusy = isLocating || clock.isPending;
    return (
      <Stack gap="lg" maw={560}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="my-clock-heading">
          <Stack gap="md">
            <Group justify="space-between" gap="xs" align="center">
              <Title order={2} size="h4" id="my-clock-heading">
                {t('workshop.timeClock.myTime.now')}
              </Title>
              <Badge size="lg" radius="sm" variant="dot" tt="none" fw={500} color={isIn ? 'teal' : 'gray'} data-testid="clock-state">
                {t(`workshop.timeClock.states.${state}`)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {openRecord ? t('workshop.timeClock.myTime.since', { time: texts.time(openRecord.clockInTime) }) : t('workshop.timeClock.myTime.notIn')}
            </Text>
            {openRecord ? <Text size="sm">{texts.place(openRecord.clockInLocation)}</Text> : null}
            <Button
              size="xl"
              radius="md"
              fullWidth
              color={isIn ? 'red.9' : undefined}
              loading={isBusy}
              onClick={() => void press(isIn ? 'clock-out' : 'clock-in')}
            >
              {isIn ? t('workshop.timeClock.myTime.clockOut') : t('workshop.timeClock.myTime.clockIn')}
            </Button>
            <Text size="xs" c="dimmed" aria-live="polite">
              {isLocating ? t('workshop.timeClock.myTime.locating') : t('workshop.timeClock.myTime.locationNote')}
            </Text>
            {clock.isError ? (
              <Alert color="red" variant="light" role="alert">
                {apiErrorText(clock.error)}
              </Alert>
            ) : null}
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="my-today-heading">
          <Group justify="space-between" gap="xs" mb="sm">
            <Title order={2} size="h4" id="my-today-heading">
              {t('workshop.timeClock.myTime.today')}
            </Title>
            <Text fw={700} aria-label={`${t('workshop.timeClock.myTime.todayHours')} ${texts.hours(todayHours)}`}>
              {texts.hours(todayHours)}
            </Text>
          </Group>
          {todayRecords.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('workshop.timeClock.myTime.noneToday')}
            </Text>
          ) : (
            <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('workshop.timeClock.myTime.today')}>
              {todayRecords.map((record) => (
                <TodayRecord key={record.attendanceId} record={record} texts={texts} />
              ))}
            </Stack>
          )}
        </Paper>
      </Stack>
    );
  };

  return (
    <>
      <ScreenHeader title={t('workshop.timeClock.myTime.heading')} description={t('workshop.timeClock.myTime.intro', { workshop: workshop.name })} />
      {body()}
    </>
  );
}

function TodayRecord({ record, texts }: { record: TAttendanceRecord; texts: ReturnType<typeof useTimeTexts> }) {
  const { t } = useTranslation();
  const span = record.clockOutTime
    ? t('workshop.timeClock.myTime.inOut', { in: texts.time(record.clockInTime), out: texts.time(record.clockOutTime) })
    : t('workshop.timeClock.myTime.stillIn', { in: texts.time(record.clockInTime) });
  return (
    <Stack component="li" gap={2} py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {span}
        </Text>
        <Text size="sm">{texts.hours(record.totalHrs)}</Text>
      </Group>
      <Text size="xs" c={record.clockInLocation.isOutsideGeofence ? 'red.9' : 'dimmed'}>
        {texts.place(record.clockInLocation)}
      </Text>
    </Stack>
  );
}
