import { useCompleteOnboarding } from '@servicebay/api-client';
import { useLocation, useNavigate } from 'react-router';
import { notifyApiError } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { returnPathIn } from '../../../shared/return-path';

/** Marks the customer onboarded (POST /users/me/onboarding) and opens the portal, or the screen sign-in was on its way to. */
export function useFinishOnboarding() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const completeOnboarding = useCompleteOnboarding();
  const finish = () =>
    completeOnboarding.mutate(undefined, {
      onSuccess: () => void navigate(returnPathIn(search) ?? paths.portal, { replace: true }),
      onError: (error) => notifyApiError(error),
    });
  return { finish, isFinishing: completeOnboarding.isPending };
}
