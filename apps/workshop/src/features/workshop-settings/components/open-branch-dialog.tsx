import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useOpenBranch } from '@servicebay/api-client';
import type { TStaffSession } from '@servicebay/domain';
import { DeferredModal, useDomainForm } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { showRefusal } from '../../../shared/refusal-at-field';
import { WorkshopPlaceField } from '../../../shared/workshop-place-field';
import { branchRules, newBranch } from '../branch-form';
import { useSettingsIssueText } from './use-settings-issue-text';

type OpenBranchDialogProps = { opened: boolean; onClose: () => void; workshopName: string; onOpened: (session: TStaffSession) => void };

/** 'Open another branch' (owner only): the new branch's name, place and phone; the owner works there at once. */
export function OpenBranchDialog({ opened, onClose, ...props }: OpenBranchDialogProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={opened} onClose={onClose} size="lg" radius="lg" title={t('workshop.settings.branch.heading')}>
      {opened ? <OpenBranchForm onClose={onClose} {...props} /> : null}
    </DeferredModal>
  );
}

function OpenBranchForm({ workshopName, onOpened, onClose }: Omit<OpenBranchDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const open = useOpenBranch();
  const form = useDomainForm({ initialValues: newBranch(workshopName), issueText: useSettingsIssueText(), ...branchRules });

  // The new session replaces everything cached, and the screen with it: mutate's own callbacks would
  // not run once it is gone, so the answer is awaited here.
  const submit = form.submit(
    (body) =>
      void open.mutateAsync(body).then(onOpened, (error: unknown) => {
        showRefusal(form, error, (field) => (field === 'latitude' || field === 'longitude' ? 'place' : field in form.values ? field : undefined));
      }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('workshop.settings.branch.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('workshop.settings.fields.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
          <TextInput label={t('workshop.settings.fields.branchName')} {...form.getInputProps('branchName')} />
          <TextInput label={t('workshop.settings.fields.city')} withAsterisk autoComplete="address-level2" {...form.getInputProps('city')} />
          <TextInput
            label={t('workshop.settings.fields.phoneNumber')}
            withAsterisk
            type="tel"
            dir="ltr"
            autoComplete="tel"
            {...form.getInputProps('phoneNumber')}
          />
        </SimpleGrid>
        <WorkshopPlaceField
          value={form.values.place}
          onChange={(place) => form.setFieldValue('place', place)}
          onCity={(city) => {
            if (form.values.city.trim() === '') form.setFieldValue('city', city);
          }}
          error={form.errors.place}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={open.isPending}>
            {t('workshop.settings.branch.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
