import { ApiError, getStoredSession, meQueryOptions } from '@servicebay/api-client';
import { useTranslation } from 'react-i18next';
import { redirect, useNavigate } from 'react-router';
import { PersonalDetailsForm } from '../../../features/profile';
import { paths } from '../../../shared/paths';
import { queryClient } from '../../query-client';
import { LoginAreaShell } from '../../shells/login-area-shell';

/** /personal-details is listed with the public paths, but the details are someone's: it needs a session. */
export async function personalDetailsLoader() {
  if (!getStoredSession()) throw redirect(paths.login);
  try {
    await queryClient.ensureQueryData(meQueryOptions());
  } catch (error) {
    if (error instanceof ApiError && error.isUnauthorised) throw redirect(paths.login);
    throw error;
  }
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
