import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PersonalDetailsForm } from '../../../features/profile';
import { paths } from '../../../shared/paths';
import { signedInUser } from '../../loaders';
import { LoginAreaShell } from '../../shells/login-area-shell';

/** /personal-details is listed with the public paths, but the details are someone's: it needs a session. */
export async function personalDetailsLoader() {
  await signedInUser();
  return null;
}

/** /personal-details: the same form in the login area's frame; once saved, on to the portal. */
export function PersonalDetailsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <LoginAreaShell heading={t('profile.personalDetails.title')} intro={t('profile.personalDetails.intro')}>
      <PersonalDetailsForm onSaved={() => void navigate(paths.portal)} isNarrow />
    </LoginAreaShell>
  );
}
