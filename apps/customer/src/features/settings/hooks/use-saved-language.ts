import { useMe, useUpdateSettings } from '@servicebay/api-client';
import { setLocale, useLocale } from '@servicebay/i18n';
import { useEffect, useRef } from 'react';
import { settleLanguage } from '../settle-language';

/** Once per signed-in visit (the portal shell mounting) the app takes the customer's saved language, or saves the one just chosen. */
export function useSavedLanguage(): void {
  const user = useMe();
  const { language } = useLocale();
  const { mutate: updateSettings } = useUpdateSettings();
  const settledFor = useRef<string | null>(null);

  useEffect(() => {
    if (!user || settledFor.current === user.uid) return;
    settledFor.current = user.uid;
    const settlement = settleLanguage(user.settings.language, language);
    if (settlement && 'apply' in settlement) void setLocale(settlement.apply);
    else if (settlement) updateSettings({ language: settlement.save });
  }, [user, language, updateSettings]);
}
