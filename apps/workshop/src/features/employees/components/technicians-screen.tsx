import { Alert, Avatar, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTechnicians } from '@servicebay/api-client';
import { canAccess, type TStaffMe, type TTechnician } from '@servicebay/domain';
import { PlusIcon, ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../../shared/initials';
import { apiErrorText } from '../../../shared/notify';
import '../../../shared/record-cards.css';
import { LicenceBadge } from './licence-badge';
import { TechnicianDialog } from './technician-dialog';

type TechniciansScreenProps = { me: TStaffMe; workshop: TStaffMe['workshops'][number] };

/** Technicians (area `people`, issue 29 part 2): a card each with picture, grade and licence; the owner and managers add and edit. */
export function TechniciansScreen({ me, workshop }: TechniciansScreenProps) {
  const { t } = useTranslation();
  const { workshopId } = workshop;
  const technicians = useTechnicians(workshopId);
  const canChange = canAccess(me.role, 'people', 'change');
  const [editing, setEditing] = useState<TTechnician | 'new' | null>(null);

  const body = () => {
    if (technicians.isPending) return <SectionLoader label={t('workshop.employees.technicians.loading')} />;
    if (technicians.isError)
      return (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(technicians.error)}
        </Alert>
      );
    if (technicians.data.length === 0)
      return (
        <Paper withBorder radius="lg" p="xl">
          <Text c="dimmed" ta="center">
            {t('workshop.employees.technicians.none')}
          </Text>
        </Paper>
      );
    return (
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {technicians.data.map((technician) => (
          <li key={technician.technicianId}>
            <TechnicianCard technician={technician} onOpen={canChange ? () => setEditing(technician) : null} />
          </li>
        ))}
      </SimpleGrid>
    );
  };

  return (
    <>
      <ScreenHeader
        title={t('workshop.employees.technicians.heading')}
        description={t('workshop.employees.technicians.intro', { workshop: workshop.name })}
        actions={
          canChange ? (
            <Button leftSection={<PlusIcon size={18} />} onClick={() => setEditing('new')}>
              {t('workshop.employees.technicians.add')}
            </Button>
          ) : null
        }
      />
      {body()}
      <TechnicianDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        workshopId={workshopId}
        technician={editing === 'new' || editing === null ? null : editing}
      />
    </>
  );
}

/** A technician's card: a button that opens the form for those who may change it. */
function TechnicianCard({ technician, onOpen }: { technician: TTechnician; onOpen: (() => void) | null }) {
  const { t } = useTranslation();
  const content: ReactNode = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar
        src={technician.pictureUrl}
        alt={technician.pictureUrl ? t('workshop.employees.technicians.pictureOf', { name: technician.name }) : undefined}
        size={56}
        radius="xl"
        color="brand"
        aria-hidden={technician.pictureUrl ? undefined : true}
      >
        {initialsOf(technician.name)}
      </Avatar>
      <Stack gap={4} miw={0}>
        <Text fw={700}>{technician.name}</Text>
        <Group gap={6}>
          <Badge variant="default" radius="sm" tt="none" fw={600}>
            {t(`workshop.technicianKinds.${technician.grade}`)}
          </Badge>
          <LicenceBadge licence={technician.licence} />
        </Group>
        {technician.staffName ? (
          <Text size="sm" c="dimmed">
            {technician.staffName}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
  return onOpen ? (
    // Named by what it shows (the name first), as a card of the record lists is.
    <UnstyledButton className="record-card" w="100%" h="100%" onClick={onOpen}>
      {content}
    </UnstyledButton>
  ) : (
    <div className="record-card">{content}</div>
  );
}
