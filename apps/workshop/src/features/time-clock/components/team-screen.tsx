import { Alert, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTeamAttendance } from '@servicebay/api-client';
import type { TStaffMe, TTeamAttendance } from '@servicebay/domain';
import { ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/notify';
import { usePhoneLayout } from '../../../shared/use-phone-layout';
import { useTimeTexts } from '../time-texts';
import '../../../shared/record-cards.css';

type TeamScreenProps = { workshop: TStaffMe['workshops'][number]; reportsLink: React.ReactNode };

/** The managers' team list (issue 29 part 3): who is in and since when, Inactive otherwise; a far or location-less clock-in is marked. */
export function TeamScreen({ workshop, reportsLink }: TeamScreenProps) {
  const { t } = useTranslation();
  const texts = useTimeTexts();
  const isPhone = usePhoneLayout();
  const team = useTeamAttendance(workshop.workshopId);

  const stateBadge = (person: TTeamAttendance) => (
    <Group gap={6} wrap="wrap">
      <Badge variant="dot" tt="none" fw={500} color={person.state === 'clockedIn' ? 'teal' : 'gray'}>
        {t(`workshop.timeClock.states.${person.state}`)}
      </Badge>
      {person.isOutsideGeofence ? (
        <Badge variant="dot" tt="none" fw={500} color="orange">
          {t('workshop.timeClock.team.flagged')}
        </Badge>
      ) : null}
      {person.locationStatus && person.locationStatus !== 'recorded' ? (
        <Badge variant="dot" tt="none" fw={500} color="yellow">
          {t('workshop.timeClock.team.refused')}
        </Badge>
      ) : null}
    </Group>
  );

  const body = () => {
    if (team.isPending) return <SectionLoader label={t('workshop.timeClock.team.loading')} />;
    if (team.isError)
      return (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(team.error)}
        </Alert>
      );
    if (team.data.length === 0) return <Text c="dimmed">{t('workshop.timeClock.team.none')}</Text>;
    if (isPhone)
      return (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('workshop.timeClock.team.heading')}>
          {team.data.map((person) => (
            <li key={person.staffId} className="record-card" aria-label={person.name}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={700}>{person.name}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`workshop.roles.${person.role}.name`)}
                  </Text>
                </Stack>
                <Text size="sm">{texts.hours(person.todayHours)}</Text>
              </Group>
              {stateBadge(person)}
              {person.since ? <Text size="sm">{t('workshop.timeClock.myTime.since', { time: texts.time(person.since) })}</Text> : null}
            </li>
          ))}
        </Stack>
      );
    return (
      <Paper withBorder radius="lg">
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('workshop.timeClock.team.columns.name')}</Table.Th>
              <Table.Th scope="col">{t('workshop.timeClock.team.columns.role')}</Table.Th>
              <Table.Th scope="col">{t('workshop.timeClock.team.columns.state')}</Table.Th>
              <Table.Th scope="col">{t('workshop.timeClock.team.columns.since')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('workshop.timeClock.team.columns.today')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {team.data.map((person) => (
              <Table.Tr key={person.staffId}>
                <Table.Td fw={600}>{person.name}</Table.Td>
                <Table.Td>{t(`workshop.roles.${person.role}.name`)}</Table.Td>
                <Table.Td>{stateBadge(person)}</Table.Td>
                <Table.Td>{person.since ? texts.time(person.since) : '–'}</Table.Td>
                <Table.Td ta="end">{texts.hours(person.todayHours)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    );
  };

  return (
    <>
      <ScreenHeader
        title={t('workshop.timeClock.team.heading')}
        description={t('workshop.timeClock.team.intro', { workshop: workshop.name })}
        actions={reportsLink}
      />
      {body()}
    </>
  );
}
