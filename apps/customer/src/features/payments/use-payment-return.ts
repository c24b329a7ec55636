import { ApiError, usePaymentCallback } from '@servicebay/api-client';
import type { TPaymentCallbackQuery } from '@servicebay/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notifyApiError } from '../../shared/notify';
import { callbackOfReturn, withoutReturn } from './checkout-answer';
import type { ReturnedPayment } from './payment-state';

/** Offline or the server down: the answer is kept in the address, to post again. */
const isWorthRetrying = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

export type PaymentReturn = {
  /** This visit's checkout outcome as the server judged it; null before one. */
  returned: ReturnedPayment;
  isChecking: boolean;
  /** The callback could not reach the server; `retry` posts it again. */
  isUnsent: boolean;
  retry: () => void;
  /** Posts a checkout's answer that came without a page load (Razorpay's checkout). */
  post: (query: TPaymentCallbackQuery) => void;
};

/**
 * Booking details coming back from a checkout (`?payment=...&id=...`): posts what it handed over
 * to the callback once, then replaces the address with one without it, so a reload or Back posts
 * nothing again. A refusal (a forged signature) is told as a toast; when the server cannot be
 * reached the address keeps the answer and the customer can try again.
 */
export function usePaymentReturn(bookingId: string): PaymentReturn {
  const location = useLocation();
  const navigate = useNavigate();
  const callback = usePaymentCallback();
  const { mutate } = callback;
  const posted = useRef<string | null>(null);
  const search = location.search;

  const post = useCallback(
    (query: TPaymentCallbackQuery, isFromAddress = false) => {
      const cleanAddress = () =>
        void navigate(
          { pathname: location.pathname, search: withoutReturn(new URLSearchParams(search)), hash: location.hash },
          { replace: true, state: location.state },
        );
      mutate(query, {
        onSuccess: () => {
          if (isFromAddress) cleanAddress();
        },
        onError: (error) => {
          notifyApiError(error);
          if (isFromAddress && !isWorthRetrying(error)) cleanAddress();
        },
      });
    },
    [mutate, navigate, location.pathname, location.hash, location.state, search],
  );

  const returnQuery = useMemo(() => callbackOfReturn(new URLSearchParams(search), bookingId), [search, bookingId]);
  useEffect(() => {
    // Once per address: a re-render, or React running effects twice in development, posts nothing more.
    const returnKey = `${bookingId}${search}`;
    if (!returnQuery || posted.current === returnKey) return;
    posted.current = returnKey;
    post(returnQuery, true);
  }, [returnQuery, post, bookingId, search]);

  return {
    returned: callback.data?.status ?? null,
    isChecking: callback.isPending,
    isUnsent: callback.isError && isWorthRetrying(callback.error) && returnQuery !== null,
    retry: () => {
      if (returnQuery) post(returnQuery, true);
    },
    post: (query) => post(query),
  };
}
