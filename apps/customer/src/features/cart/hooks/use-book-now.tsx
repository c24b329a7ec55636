import { useDisclosure } from '@mantine/hooks';
import { useMe } from '@servicebay/api-client';
import type { TCart } from '@servicebay/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyWarning } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { SignInToBookModal } from '../components/sign-in-to-book-modal';
import { workshopChoicePath } from '../workshop-choice';

/**
 * Book Now (customer spec sections 4 and 5): without a workshop, 'select workshop to continue' and
 * the workshops for the first item; a guest is asked to sign in first (their cart stays theirs);
 * a customer goes on to the booking's confirmation.
 */
export function useBookNow(cart: TCart): { bookNow: () => void; signInDialog: ReactNode } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isGuest = useMe()?.isAnonymous ?? false;
  const [isAskingToSignIn, signIn] = useDisclosure(false);

  function bookNow() {
    const [first] = cart.items;
    if (!first) return;
    if (!cart.workshopId) {
      notifyWarning(t('cart.book.selectWorkshop'));
      void navigate(workshopChoicePath(first));
    } else if (isGuest) {
      signIn.open();
    } else {
      void navigate(paths.confirm);
    }
  }

  return { bookNow, signInDialog: <SignInToBookModal opened={isAskingToSignIn} onClose={signIn.close} /> };
}
