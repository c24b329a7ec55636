import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * For an answer the server writes in the request's language but that is cached under one key for
 * every language (the cart, the notifications): when the language changes, it is read again. A read
 * still on its way was asked in the old language, so it is dropped first rather than waited for.
 */
export function useReadAgainInLanguage(queryKey: readonly unknown[]): void {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const readIn = useRef(i18n.language);
  useEffect(() => {
    if (readIn.current === i18n.language) return;
    readIn.current = i18n.language;
    void queryClient.cancelQueries({ queryKey, exact: true }).then(() => queryClient.invalidateQueries({ queryKey, exact: true }));
  }, [i18n.language, queryClient, queryKey]);
}
