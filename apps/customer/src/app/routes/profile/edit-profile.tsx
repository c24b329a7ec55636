import { Paper } from '@mantine/core';
import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PersonalDetailsForm, RETURN_TO_PERSONAL_DETAILS } from '../../../features/profile';
import { paths } from '../../../shared/paths';
import { useBack } from '../use-back';

/** /portal/edit-profile: personal details; saving goes back to where the customer came from. */
export function EditProfileRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const back = useBack(paths.profile);
  return (
    <>
      <ScreenHeader title={t('profile.personalDetails.title')} description={t('profile.personalDetails.intro')} backLabel={t('common.back')} onBack={back} />
      <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder maw={760}>
        <PersonalDetailsForm onSaved={back} isAskingForMobile={search.has(RETURN_TO_PERSONAL_DETAILS)} />
      </Paper>
    </>
  );
}
