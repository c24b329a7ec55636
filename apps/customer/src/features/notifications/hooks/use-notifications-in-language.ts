import { notificationKeys } from '@servicebay/api-client';
import { useReadAgainInLanguage } from '../../../shared/use-read-again-in-language';

/** The server writes each notification in the language of the request: a new language reads the list again. */
export const useNotificationsInLanguage = (): void => useReadAgainInLanguage(notificationKeys.list());
