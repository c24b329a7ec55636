import { Alert, Button } from '@mantine/core';
import { useClientProfile, useWorkshopSettings } from '@servicebay/api-client';
import { canAccess, type TStaffMe, type TStaffSession } from '@servicebay/domain';
import { PlusIcon, ScreenHeader, SectionLoader } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/notify';
import { LogoSection } from './logo-section';
import { OpenBranchDialog } from './open-branch-dialog';
import { WorkshopSettingsForm } from './workshop-settings-form';

type SettingsScreenProps = {
  me: TStaffMe;
  workshop: TStaffMe['workshops'][number];
  /** After 'Open another branch': the new session names the branch, where the owner goes on. */
  onBranchOpened: (session: TStaffSession, workshopIdsBefore: string[]) => void;
};

/**
 * Workshop settings (issue 11 part 2): read by everyone at the workshop, changed by the owner alone
 * (the permission matrix), who may also open another branch here.
 */
export function SettingsScreen({ me, workshop, onBranchOpened }: SettingsScreenProps) {
  const { t } = useTranslation();
  const { countryCode } = useClientProfile();
  const settings = useWorkshopSettings(workshop.workshopId);
  const [isOpeningBranch, setOpeningBranch] = useState(false);
  const canChange = canAccess(me.role, 'workshop', 'change');

  const header = (
    <ScreenHeader
      title={t('workshop.settings.heading')}
      description={t('workshop.settings.intro', { workshop: workshop.name })}
      actions={
        canChange ? (
          <Button variant="light" leftSection={<PlusIcon size={16} />} onClick={() => setOpeningBranch(true)}>
            {t('workshop.settings.branch.open')}
          </Button>
        ) : null
      }
    />
  );
  if (settings.isPending) return <SectionLoader label={t('workshop.settings.loading')} />;
  if (settings.isError)
    return (
      <>
        {header}
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(settings.error)}
        </Alert>
      </>
    );

  return (
    <>
      {header}
      {canChange ? null : (
        <Alert color="gray" variant="light" mb="lg">
          {t('workshop.settings.readOnly')}
        </Alert>
      )}
      <WorkshopSettingsForm
        key={settings.data.workshopId}
        settings={settings.data}
        countryCode={countryCode}
        isReadOnly={!canChange}
        logo={<LogoSection settings={settings.data} canChange={canChange} />}
      />
      {canChange ? (
        <OpenBranchDialog
          opened={isOpeningBranch}
          onClose={() => setOpeningBranch(false)}
          workshopName={settings.data.name}
          onOpened={(session) => {
            setOpeningBranch(false);
            onBranchOpened(
              session,
              me.workshops.map((known) => known.workshopId),
            );
          }}
        />
      ) : null}
    </>
  );
}
