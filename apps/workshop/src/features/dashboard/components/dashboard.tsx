import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { canAccess, type TStaffMe } from '@servicebay/domain';
import { ChevronForwardIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AreaIcon } from '../../../shared/area-icon';
import { areasOpenTo, type NavigableArea, type ProductArea } from '../../../shared/product-areas';
import { roleText } from '../../../shared/role-text';
import { WorkshopFigures } from './workshop-figures';

type DashboardProps = { me: TStaffMe; workshop: TStaffMe['workshops'][number] };

const LIST_STYLE = { listStyle: 'none' } as const;

/**
 * The signed-in landing page: a greeting at the workshop, the areas the person's role opens that
 * are ready, and those still to come; for a role that reads job cards, the workshop's figures first.
 */
export function Dashboard({ me, workshop }: DashboardProps) {
  const { t } = useTranslation();
  const areas = areasOpenTo(me.role);
  const ready = areas.filter((entry): entry is NavigableArea => entry.path !== null);
  const coming = areas.filter((entry) => entry.path === null);
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('workshop.dashboard.greeting', { name: me.name })}
        </Title>
        <Text c="dimmed">{t('workshop.dashboard.intro', { workshop: workshop.name, role: roleText(t, me.role, me.technicianKind) })}</Text>
      </Stack>
      {canAccess(me.role, 'jobCards', 'read') ? <WorkshopFigures role={me.role} workshopId={workshop.workshopId} /> : null}
      <Stack gap="md" component="section" aria-labelledby="your-areas">
        <Stack gap={2}>
          <Title order={2} size="h4" id="your-areas">
            {t('workshop.dashboard.areasHeading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('workshop.dashboard.areasIntro')}
          </Text>
        </Stack>
        {ready.length > 0 ? (
          <SimpleGrid component="ul" aria-label={t('workshop.dashboard.ready')} cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" p={0} m={0} style={LIST_STYLE}>
            {ready.map((entry) => (
              <ReadyArea key={entry.area} entry={entry} workshopId={workshop.workshopId} />
            ))}
          </SimpleGrid>
        ) : null}
        {coming.length > 0 ? (
          <Stack gap="xs">
            <Text size="sm" fw={600} c="dimmed" tt="uppercase" id="areas-coming">
              {t('workshop.dashboard.comingSoon')}
            </Text>
            <SimpleGrid component="ul" aria-labelledby="areas-coming" cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="sm" p={0} m={0} style={LIST_STYLE}>
              {coming.map((entry) => (
                <ComingArea key={entry.area} entry={entry} />
              ))}
            </SimpleGrid>
          </Stack>
        ) : null}
      </Stack>
    </Stack>
  );
}

function ReadyArea({ entry: { area, path }, workshopId }: { entry: NavigableArea; workshopId: string }) {
  const { t } = useTranslation();
  return (
    <Card component="li" withBorder radius="lg" padding="lg" shadow="xs">
      <Group gap="md" wrap="nowrap" align="flex-start" mb="md">
        <ThemeIcon size={44} radius="md" variant="light">
          <AreaIcon area={area} size={24} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={3} size="h5">
            {t(`workshop.areas.${area}.name`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`workshop.areas.${area}.summary`)}
          </Text>
        </Stack>
      </Group>
      <Button component={Link} to={path(workshopId)} variant="light" rightSection={<ChevronForwardIcon size={16} />} style={{ alignSelf: 'flex-start' }}>
        {t('workshop.dashboard.openArea', { area: t(`workshop.areas.${area}.name`) })}
      </Button>
    </Card>
  );
}

function ComingArea({ entry: { area } }: { entry: ProductArea }) {
  const { t } = useTranslation();
  return (
    <Card component="li" withBorder radius="md" padding="sm" bg="transparent" style={{ borderStyle: 'dashed' }}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={32} radius="md" variant="light" color="gray">
          <AreaIcon area={area} size={18} />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Title order={3} size="h6">
              {t(`workshop.areas.${area}.name`)}
            </Title>
          </Group>
          <Text size="xs" c="dimmed">
            {t(`workshop.areas.${area}.summary`)}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
