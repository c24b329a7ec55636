import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess, notifyWarning } from '../../../shared/notify';

/** How long a copy button says 'Copied' before it offers to copy again. */
const COPIED_MS = 2000;

/**
 * Copies an offer code for the customer to paste into the cart's coupon row, and says so: the
 * button reads 'Copied' a moment, and a toast confirms it to every reader. Where the browser
 * refuses the clipboard (an insecure page, a denied permission), a warning says to copy by hand.
 */
export function useCopyCode(): { copiedCode: string | null; copy: (code: string) => void } {
  const { t } = useTranslation();
  const [copiedCode, setCopiedCode] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(
    (code: string) => {
      const written = navigator.clipboard ? navigator.clipboard.writeText(code) : Promise.reject(new Error('no clipboard'));
      written.then(
        () => {
          setCopiedCode(code);
          notifySuccess(t('offers.code.copiedNote', { code }));
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => setCopiedCode(null), COPIED_MS);
        },
        () => notifyWarning(t('offers.code.copyFailed')),
      );
    },
    [t],
  );
  return { copiedCode, copy };
}
