import { notifications } from '@mantine/notifications';
import { useMe } from '@servicebay/api-client';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';

/** The query flag of spec section 2: personal details were opened to add a number, then go back. */
export const RETURN_TO_PERSONAL_DETAILS = 'returnToPersonalDetails';

/**
 * For actions that need the customer's mobile number: true when there is one; otherwise the
 * customer is warned and taken to personal details to add it (customer spec section 5).
 */
export function useMobileNumberGate(): () => boolean {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasMobileNumber = Boolean(useMe()?.primaryPhoneNumber);
  return () => {
    if (hasMobileNumber) return true;
    notifications.show({ color: 'yellow', message: t('profile.personalDetails.mobileMissing') });
    void navigate(`${paths.editProfile}?${RETURN_TO_PERSONAL_DETAILS}=1`);
    return false;
  };
}
