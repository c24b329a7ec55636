import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SettingsScreen } from '../../features/workshop-settings';
import { notifySuccess } from '../../shared/notify';
import { paths } from '../../shared/paths';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/settings (area `workshop`): the workshop's settings; a branch opened here is where the owner goes on, at its dashboard. */
export function SettingsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me, workshop } = useSignedIn();
  useDocumentTitle(t('workshop.settings.heading'));
  return (
    <SettingsScreen
      key={workshop.workshopId}
      me={me}
      workshop={workshop}
      onBranchOpened={({ staff }, workshopIdsBefore) => {
        const branch = staff.workshops.find((candidate) => !workshopIdsBefore.includes(candidate.workshopId)) ?? staff.workshops.at(-1);
        if (branch) notifySuccess(t('workshop.settings.branch.opened', { name: branch.name }));
        void navigate(branch ? paths.dashboard(branch.workshopId) : paths.home);
      }}
    />
  );
}
