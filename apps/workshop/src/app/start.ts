import { clientProfileQueryOptions } from '@servicebay/api-client';
import { DEFAULT_LANGUAGE } from '@servicebay/domain';
import { initI18n, languageToStartIn, loadWorkshopTexts, setLocale } from '@servicebay/i18n';
import { queryClient } from './query-client';

/**
 * The app's texts and the brand's profile (its country's mobile prefix, its support line), then the
 * kept language, or the browser's where the brand offers Arabic. Offline without the profile, the
 * kept language still applies; the screens ask for the profile again.
 */
export async function startInTheVisitorsLanguage(): Promise<void> {
  initI18n();
  const [profile] = await Promise.allSettled([queryClient.fetchQuery(clientProfileQueryOptions()), loadWorkshopTexts()]);
  const language = languageToStartIn(profile.status === 'fulfilled' ? profile.value.countryCode : '');
  if (language !== DEFAULT_LANGUAGE) await setLocale(language).catch(() => undefined);
}
