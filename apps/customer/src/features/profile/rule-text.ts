import { keyOfMessage } from '@servicebay/ui';
import { resources } from '@servicebay/i18n';
import type { TFunction } from 'i18next';

/**
 * A personal-details rule message (from the domain schema or the API's 400 for a field) in the
 * customer's language; the English catalogue lists them under their domain names.
 */
export function profileRuleText(t: TFunction, message: string): string {
  const key = keyOfMessage(resources.en.translation.account.profileRules, message);
  return key ? t(`account.profileRules.${key}`) : message;
}
