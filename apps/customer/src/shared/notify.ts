import { notifications } from '@mantine/notifications';
import { ApiError } from '@servicebay/api-client';
import { initI18n } from '@servicebay/i18n';

/** Customer spec section 9: toasts about API calls stay 4000 ms. */
const API_TOAST_MS = 4000;

/** A toast: its close button named in the customer's language (screen readers announce it). */
function toast(color: string, message: string): void {
  notifications.show({ color, message, autoClose: API_TOAST_MS, closeButtonProps: { 'aria-label': initI18n().t('common.close') } });
}

/**
 * The customer's-language text of a failed call, chosen by its error code. Before the signed-in
 * texts have loaded only the sign-in screens' error texts are there (i18n start.ts); the server's
 * own English text of any other code is the same words.
 */
export function apiErrorText(error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'server/unexpected';
  const i18n = initI18n();
  if (error instanceof ApiError && !i18n.exists(`errors.${code}`)) return error.message;
  return i18n.t(`errors.${code}`);
}

/** A failed call as a toast: red, or a warning for a conflict (spec section 8). */
export function notifyApiError(error: unknown, text: string = apiErrorText(error)): void {
  const isConflict = error instanceof ApiError && error.status === 409;
  toast(isConflict ? 'yellow' : 'red', text);
}

export function notifySuccess(text: string): void {
  toast('green', text);
}

/** Where the spec names the colour itself: a failed vehicle delete is a danger toast. */
export function notifyDanger(text: string): void {
  toast('red', text);
}

/** Where the spec names the colour itself: a failed document save is a warning toast. */
export function notifyWarning(text: string): void {
  toast('yellow', text);
}
