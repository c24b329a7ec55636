import { Button, FileInput, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useSaveTechnician, useWorkshopPeople } from '@servicebay/api-client';
import { ACCEPTED_UPLOADS, GENDERS, TECHNICIAN_KINDS, type TTechnician } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { DeferredModal, useDomainForm } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/notify';
import { showRefusal } from '../../../shared/refusal-at-field';
import { newTechnician, technicianRules, technicianValuesOf, type TechnicianValues } from '../technician-form';

type TechnicianDialogProps = { opened: boolean; onClose: () => void; workshopId: string; technician: TTechnician | null };

/** Add or edit a technician: names, gender, grade, licence, the account they sign in with, and a picture. */
export function TechnicianDialog({ opened, onClose, technician, workshopId }: TechnicianDialogProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal
      opened={opened}
      onClose={onClose}
      size="lg"
      radius="lg"
      title={technician ? t('workshop.employees.technicianForm.editTitle', { name: technician.name }) : t('workshop.employees.technicianForm.addTitle')}
    >
      {opened ? <TechnicianForm technician={technician} workshopId={workshopId} onClose={onClose} /> : null}
    </DeferredModal>
  );
}

function TechnicianForm({ technician, workshopId, onClose }: Omit<TechnicianDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const save = useSaveTechnician(workshopId);
  const people = useWorkshopPeople(workshopId);
  const [picture, setPicture] = useState<File | null>(null);
  const form = useDomainForm({ initialValues: technician ? technicianValuesOf(technician) : newTechnician(), issueText: useIssueText(), ...technicianRules });
  const submit = form.submit((body) =>
    save.mutate(
      { technicianId: technician?.technicianId ?? null, body, picture },
      {
        onSuccess: (saved) => {
          notifySuccess(t('workshop.employees.technicianForm.saved', { name: saved.name }));
          onClose();
        },
        onError: (error) => showRefusal(form, error),
      },
    ),
  );
  const text = (name: 'firstName' | 'secondName' | 'lastName' | 'licenceNumber' | 'licenceExpiry') => ({
    label: t(`workshop.employees.technicianForm.${name}`),
    autoComplete: 'off',
    ...form.getInputProps(name),
  });
  const choice = (name: keyof Pick<TechnicianValues, 'gender' | 'grade'>, data: { value: string; label: string }[]) => ({
    label: t(`workshop.employees.technicianForm.${name}`),
    data,
    withAsterisk: true,
    allowDeselect: false,
    comboboxProps: { withinPortal: false },
    ...form.getInputProps(name),
  });
  const accounts = (people.data ?? [])
    .filter((person) => person.role === 'technician' && person.isActive)
    .map((person) => ({ value: person.staffId, label: person.name }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput {...text('firstName')} withAsterisk />
          <TextInput {...text('secondName')} />
          <TextInput {...text('lastName')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            {...choice(
              'gender',
              GENDERS.map((gender) => ({ value: gender, label: t(`workshop.employees.technicianForm.genders.${gender}`) })),
            )}
          />
          <Select
            {...choice(
              'grade',
              TECHNICIAN_KINDS.map((kind) => ({ value: kind, label: t(`workshop.technicianKinds.${kind}`) })),
            )}
          />
          <TextInput {...text('licenceNumber')} dir="ltr" />
          <TextInput {...text('licenceExpiry')} type="date" />
        </SimpleGrid>
        <Select
          label={t('workshop.employees.technicianForm.staffId')}
          placeholder={t('workshop.employees.technicianForm.noAccount')}
          data={accounts}
          clearable
          comboboxProps={{ withinPortal: false }}
          {...form.getInputProps('staffId')}
        />
        <FileInput
          label={t('workshop.employees.technicianForm.picture')}
          description={t('workshop.employees.technicianForm.pictureHint')}
          accept={ACCEPTED_UPLOADS.vehicleImage.join(',')}
          value={picture}
          onChange={setPicture}
          clearable
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('workshop.employees.technicianForm.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
