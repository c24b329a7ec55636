import { staffPdf } from '@servicebay/api-client';
import type { TPrintLanguage } from '@servicebay/domain';
import { notifyApiError } from './notify';

/**
 * Opens one of the workshop's prints (printPaths) in a new tab: fetched with the desk's token, shown
 * from memory, in the desk's language first where the market prints two. The tab is opened at the
 * click (a tab opened after an await is taken for a pop-up and blocked) and pointed at the file once it came.
 */
export async function openPrint(path: string, language: TPrintLanguage) {
  const opened = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await staffPdf(path, language));
    if (opened) opened.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    opened?.close();
    notifyApiError(error);
  }
}

/** The print language of the desk's language: Arabic first in Arabic, English first otherwise. */
export const printLanguageOf = (language: string): TPrintLanguage => (language === 'ar' ? 'ar' : 'en');
