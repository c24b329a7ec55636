import { useClientProfile } from '@servicebay/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess, notifyWarning } from '../../../shared/notify';
import { browserShareTools } from '../browser-share-tools';
import { copyText, inviteOf, shareInvite } from '../share-invite';

/** How long the Copy button reads 'Copied'. */
const COPIED_MS = 2000;

/**
 * Copy and Share of the customer's own code. Share opens the phone's share sheet; a browser
 * without one copies an invitation (the code and the brand's link) to paste instead, and says so.
 */
export function useShareActions(code: string): { isCopied: boolean; copy: () => void; share: () => void } {
  const { t } = useTranslation();
  const { ClientName } = useClientProfile();
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(() => {
    void copyText(code, browserShareTools()).then((outcome) => {
      if (outcome === 'failed') return notifyWarning(t('referral.hero.copyFailed'));
      setIsCopied(true);
      notifySuccess(t('referral.hero.copiedNote', { code }));
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setIsCopied(false), COPIED_MS);
    });
  }, [code, t]);

  const share = useCallback(() => {
    const invite = inviteOf(t, { code, brand: ClientName, origin: window.location.origin });
    void shareInvite(invite, browserShareTools()).then((outcome) => {
      if (outcome === 'copied') notifySuccess(t('referral.hero.messageCopied'));
      else if (outcome === 'failed') notifyWarning(t('referral.hero.copyFailed'));
    });
  }, [ClientName, code, t]);

  return { isCopied, copy, share };
}
