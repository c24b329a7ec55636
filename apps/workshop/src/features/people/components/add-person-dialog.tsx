import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { CountryCode, TStaffMe, TStaffMember, TStaffRole } from '@servicebay/domain';
import { DeferredModal } from '@servicebay/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assignableRoles } from '../people-rules';
import { PersonDetailsForm } from './person-details-form';
import { RoleChoice } from './role-choice';

type AddPersonDialogProps = {
  opened: boolean;
  onClose: () => void;
  me: TStaffMe;
  workshopId: string;
  brand: { countryCode: CountryCode; digitCount: number };
  onAdded: (person: TStaffMember) => void;
};

/** 'Add person' in two steps: 'Select User Role' (only the roles one may give), then the details. */
export function AddPersonDialog({ opened, onClose, me, workshopId, brand, onAdded }: AddPersonDialogProps) {
  const { t } = useTranslation();
  const [role, setRole] = useState<TStaffRole | null>(null);
  const [step, setStep] = useState<'role' | 'details'>('role');
  const [roleError, setRoleError] = useState<string | undefined>();
  // Each opening starts again at the role.
  useEffect(() => {
    if (!opened) return;
    setRole(null);
    setStep('role');
    setRoleError(undefined);
  }, [opened]);

  return (
    <DeferredModal
      opened={opened}
      onClose={onClose}
      size="lg"
      radius="lg"
      title={
        <Stack gap={0}>
          <Text fw={700} size="lg">
            {t('workshop.people.addDialog.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('workshop.people.addDialog.steps', { step: step === 'role' ? 1 : 2, total: 2 })}
          </Text>
        </Stack>
      }
    >
      {step === 'role' ? (
        <Stack gap="md">
          <RoleChoice
            roles={assignableRoles(me.role)}
            value={role}
            onChange={(next) => {
              setRole(next);
              setRoleError(undefined);
            }}
            label={t('workshop.people.addDialog.roleStep')}
            description={t('workshop.people.addDialog.roleStepIntro')}
            error={roleError}
          />
          <Group justify="flex-end">
            <Button
              onClick={() => {
                if (role) setStep('details');
                else setRoleError(t('workshopRecords.field.required'));
              }}
            >
              {t('workshop.people.addDialog.next')}
            </Button>
          </Group>
        </Stack>
      ) : role ? (
        <Stack gap="md">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t('workshop.people.addDialog.detailsStep')}
            </Text>
            <Badge variant="light" radius="sm" tt="none" size="lg">
              {t(`workshop.roles.${role}.name`)}
            </Badge>
          </Group>
          <PersonDetailsForm role={role} workshopId={workshopId} workshops={me.workshops} brand={brand} onBack={() => setStep('role')} onAdded={onAdded} />
        </Stack>
      ) : null}
    </DeferredModal>
  );
}
