import { notifications } from '@mantine/notifications';
import { ApiError } from '@servicebay/api-client';
import { initI18n } from '@servicebay/i18n';

const TOAST_MS = 4000;

function toast(color: string, message: string): void {
  notifications.show({ color, message, autoClose: TOAST_MS, closeButtonProps: { 'aria-label': initI18n().t('common.close') } });
}

/** A failed call's text in the reader's language, chosen by its error code (never by its English). */
export function apiErrorText(error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'server/unexpected';
  return initI18n().t(`errors.${code}`);
}

/** A failed call as a toast: a warning for a conflict, red otherwise. */
export function notifyApiError(error: unknown, text: string = apiErrorText(error)): void {
  toast(error instanceof ApiError && error.status === 409 ? 'yellow' : 'red', text);
}

export const notifySuccess = (text: string): void => toast('green', text);
export const notifyWarning = (text: string): void => toast('yellow', text);
