import { ApiError } from '@servicebay/api-client';
import { PLATE_INVALID_MESSAGE, PLATE_MISSING_MESSAGE, VEHICLE_MESSAGES } from '@servicebay/domain';
import { keyOfMessage } from '@servicebay/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/notify';

/**
 * The domain's rules answer with the spec's English messages (the server sends the same ones in
 * a 400's message); this shows them in the customer's language.
 */
export function useVehicleMessage() {
  const { t } = useTranslation();
  const translate = useCallback(
    (message: string): string => {
      const key = keyOfMessage(VEHICLE_MESSAGES, message);
      if (key) return t(`garage.vehicleMessages.${key}`);
      if (message === PLATE_MISSING_MESSAGE) return t('garage.plate.missing');
      if (message === PLATE_INVALID_MESSAGE) return t('garage.plate.invalid');
      return message;
    },
    [t],
  );

  /** A refused call that names a field: the text to show at that field, else null (it becomes a toast). */
  const fieldError = useCallback(
    (error: unknown): { field: string; text: string } | null => {
      if (!(error instanceof ApiError) || !error.field || error.status !== 400) return null;
      // 'request/invalid' carries a rule's message; other codes have their own translation.
      const text = error.code === 'request/invalid' ? translate(error.message) : apiErrorText(error);
      return { field: error.field, text };
    },
    [translate],
  );

  return { translate, fieldError };
}
