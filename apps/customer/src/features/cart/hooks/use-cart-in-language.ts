import { cartQueryOptions } from '@servicebay/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The server names the cart's services, add-ons and parts in the customer's language, but the
 * cart's cached answer is not kept per language: when the language changes (the customer's saved
 * one settling on a new device, or a choice on the Languages screen), the cart is read again.
 */
export function useCartInLanguage(): void {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const readIn = useRef(i18n.language);
  useEffect(() => {
    if (readIn.current === i18n.language) return;
    readIn.current = i18n.language;
    const { queryKey } = cartQueryOptions();
    // A first read still on its way would be waited for rather than asked again: it is dropped first.
    void queryClient.cancelQueries({ queryKey, exact: true }).then(() => queryClient.invalidateQueries({ queryKey, exact: true }));
  }, [i18n.language, queryClient]);
}
