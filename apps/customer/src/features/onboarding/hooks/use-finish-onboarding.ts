import { useCompleteOnboarding } from '@servicebay/api-client';
import { useNavigate } from 'react-router';
import { notifyApiError } from '../../../shared/notify';
import { paths } from '../../../shared/paths';

/** Marks the customer onboarded (POST /users/me/onboarding) and opens the portal. */
export function useFinishOnboarding() {
  const navigate = useNavigate();
  const completeOnboarding = useCompleteOnboarding();
  const finish = () =>
    completeOnboarding.mutate(undefined, {
      onSuccess: () => void navigate(paths.portal, { replace: true }),
      onError: (error) => notifyApiError(error),
    });
  return { finish, isFinishing: completeOnboarding.isPending };
}
