import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { readPendingSignIn, type PendingSignIn } from '../pending-sign-in';

/** The number /otp is verifying, kept in the router's state, with a way to update it in place. */
export function usePendingSignIn(): [PendingSignIn | null, (next: PendingSignIn) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  // The query (where sign-in returns to) stays as it is.
  const replace = (next: PendingSignIn) => void navigate({ pathname: paths.otp, search: location.search }, { replace: true, state: next });
  return [readPendingSignIn(location.state), replace];
}
