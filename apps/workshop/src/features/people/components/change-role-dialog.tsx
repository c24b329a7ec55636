import { Alert, Button, Group, Stack } from '@mantine/core';
import { useChangeWorkshopPerson } from '@servicebay/api-client';
import type { TStaffMember, TStaffRole, TTechnicianKind } from '@servicebay/domain';
import { DeferredModal } from '@servicebay/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, notifySuccess } from '../../../shared/notify';
import { roleText } from '../../../shared/role-text';
import { assignableRoles } from '../people-rules';
import { RoleChoice } from './role-choice';
import { TechnicianKindSelect } from './technician-kind-select';

type ChangeRoleDialogProps = { person: TStaffMember | null; assigner: TStaffRole; workshopId: string; onClose: () => void };

/** A new role for someone (and their kind, for a technician); the server ends their sessions so it applies at once. */
export function ChangeRoleDialog({ person, assigner, workshopId, onClose }: ChangeRoleDialogProps) {
  const { t } = useTranslation();
  const change = useChangeWorkshopPerson();
  const [role, setRole] = useState<TStaffRole | null>(null);
  const [kind, setKind] = useState<TTechnicianKind | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [kindError, setKindError] = useState<string | undefined>();
  useEffect(() => {
    setRole(person?.role ?? null);
    setKind(person?.technicianKind ?? null);
    setRefusal(null);
    setKindError(undefined);
  }, [person]);

  function save() {
    if (!person || !role) return;
    if (role === 'technician' && !kind) {
      setKindError(t('workshopRecords.field.required'));
      return;
    }
    const technicianKind = role === 'technician' ? kind : null;
    change.mutate(
      { workshopId, staffId: person.staffId, change: { role, technicianKind } },
      {
        onSuccess: (changed) => {
          notifySuccess(t('workshop.people.roleChanged', { name: changed.name, role: roleText(t, changed.role, changed.technicianKind) }));
          onClose();
        },
        onError: (error) => setRefusal(apiErrorText(error)),
      },
    );
  }

  return (
    <DeferredModal
      opened={person !== null}
      onClose={onClose}
      size="lg"
      radius="lg"
      title={person ? t('workshop.people.changeRoleTitle', { name: person.name }) : ''}
    >
      <Stack gap="md">
        {refusal ? (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <RoleChoice roles={assignableRoles(assigner)} value={role} onChange={setRole} label={t('workshop.people.fields.role')} />
        {role === 'technician' ? (
          <TechnicianKindSelect
            value={kind}
            onChange={(next) => {
              setKind(next);
              setKindError(undefined);
            }}
            error={kindError}
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={save} loading={change.isPending} disabled={!role}>
            {t('workshop.people.saveRole')}
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}
