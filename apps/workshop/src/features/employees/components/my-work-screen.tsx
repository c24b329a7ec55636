import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMyWork } from '@servicebay/api-client';
import type { TStaffMe } from '@servicebay/domain';
import { ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormats } from '../../../shared/formats';
import { JobCardStatusBadge } from '../../../shared/job-card-status-badge';
import { apiErrorText } from '../../../shared/notify';
import { paths } from '../../../shared/paths';

type MyWorkScreenProps = { workshop: TStaffMe['workshops'][number] };

/**
 * A technician's own phone view (issue 29 part 2): the open job cards they work on, each with the
 * labour lines given to them, one card under another for a narrow screen.
 */
export function MyWorkScreen({ workshop }: MyWorkScreenProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const work = useMyWork(workshop.workshopId);

  const body = () => {
    if (work.isPending) return <SectionLoader label={t('workshop.employees.myWork.loading')} />;
    if (work.isError)
      return (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(work.error)}
        </Alert>
      );
    const { technician, jobCards } = work.data;
    return (
      <Stack gap="sm">
        {technician ? (
          <Group gap="xs">
            <Text fw={700}>{technician.name}</Text>
            <Badge variant="default" radius="sm" tt="none">
              {t(`workshop.technicianKinds.${technician.grade}`)}
            </Badge>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('workshop.employees.myWork.notTechnician')}
          </Text>
        )}
        {jobCards.length === 0 ? (
          <Paper withBorder radius="lg" p="xl">
            <Text c="dimmed" ta="center">
              {t('workshop.employees.myWork.none')}
            </Text>
          </Paper>
        ) : (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {jobCards.map((card) => (
              <Paper component="li" key={card.jobCardId} withBorder radius="lg" p="md" aria-labelledby={`card-${card.jobCardId}`}>
                <Stack gap="xs">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Title order={2} size="h4" id={`card-${card.jobCardId}`}>
                      <Text component={Link} to={paths.jobCard(workshop.workshopId, card.jobCardId)} inherit c="var(--mantine-color-anchor)" dir="ltr">
                        {card.jobCardNo}
                      </Text>
                    </Title>
                    <JobCardStatusBadge status={card.status} />
                  </Group>
                  <Text size="sm">
                    <span dir="ltr">{card.vehicleNumber ?? ''}</span> {card.vehicleLabel}
                  </Text>
                  {card.lines.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('workshop.employees.myWork.noLines')}
                    </Text>
                  ) : (
                    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('workshop.employees.myWork.lines')}>
                      {card.lines.map((line) => (
                        <Group component="li" key={line.lineId} justify="space-between" gap="xs" wrap="nowrap">
                          <Text size="sm" fw={600}>
                            {line.name}
                          </Text>
                          <Text size="sm" c="dimmed" dir="ltr" style={{ flexShrink: 0 }}>
                            {t('workshop.employees.myWork.quantity', { quantity: formats.number(line.quantity) })}
                          </Text>
                        </Group>
                      ))}
                    </Stack>
                  )}
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    );
  };

  return (
    <>
      <ScreenHeader title={t('workshop.employees.myWork.heading')} description={t('workshop.employees.myWork.intro')} />
      {body()}
    </>
  );
}
