import { notifications } from '@mantine/notifications';
import { ApiError } from '@servicebay/api-client';
import { initI18n } from '@servicebay/i18n';

/** Customer spec section 9: toasts about API calls stay 4000 ms. */
const API_TOAST_MS = 4000;

/** The customer's-language text of a failed call, chosen by its error code. */
export function apiErrorText(error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'server/unexpected';
  return initI18n().t(`errors.${code}`);
}

/** A failed call as a toast: red, or a warning for a conflict (spec section 8). */
export function notifyApiError(error: unknown, text: string = apiErrorText(error)): void {
  const isConflict = error instanceof ApiError && error.status === 409;
  notifications.show({ color: isConflict ? 'yellow' : 'red', message: text, autoClose: API_TOAST_MS });
}

export function notifySuccess(text: string): void {
  notifications.show({ color: 'green', message: text, autoClose: API_TOAST_MS });
}

/** Where the spec names the colour itself: a failed vehicle delete is a danger toast. */
export function notifyDanger(text: string): void {
  notifications.show({ color: 'red', message: text, autoClose: API_TOAST_MS });
}

/** Where the spec names the colour itself: a failed document save is a warning toast. */
export function notifyWarning(text: string): void {
  notifications.show({ color: 'yellow', message: text, autoClose: API_TOAST_MS });
}
