import { useClientProfile } from '@servicebay/api-client';
import type { TPaymentCallbackQuery, TPaymentOrder } from '@servicebay/domain';
import { useState } from 'react';
import { notifyApiError } from '../../shared/notify';
import { openRazorpayCheckout } from './razorpay-checkout';

/**
 * Opens the checkout of a gateway's order: the test gateway's page (a page of its own, which comes
 * back to the booking) or Razorpay's over this one, whose answer `onAnswer` posts. `isLeaving` from
 * the call until the checkout shows (or Razorpay's closes).
 */
export function useOpenCheckout(onAnswer: (query: TPaymentCallbackQuery) => void) {
  const { ClientName } = useClientProfile();
  const [isLeaving, setLeaving] = useState(false);
  const open = async (order: TPaymentOrder) => {
    setLeaving(true);
    if (order.checkoutUrl) {
      // Replaced, not pushed: Back from the paid booking must not return to a spent checkout.
      window.location.replace(order.checkoutUrl);
      return;
    }
    try {
      await openRazorpayCheckout(order, ClientName, onAnswer);
    } catch (error) {
      notifyApiError(error);
    } finally {
      setLeaving(false);
    }
  };
  return { open, isLeaving };
}
