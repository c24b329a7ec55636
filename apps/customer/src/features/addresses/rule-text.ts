import { resources } from '@servicebay/i18n';
import { ADDRESS_LIMITS, ADDRESS_MESSAGES } from '@servicebay/domain';
import { keyOfMessage } from '@servicebay/ui';
import type { TFunction } from 'i18next';

/** The limits a length message can name, to find which one it is. */
const LIMITS = [...new Set(Object.values(ADDRESS_LIMITS))];

/** An address rule message (from the domain schema or the API's 400) in the customer's language. */
export function addressRuleText(t: TFunction, message: string): string {
  const key = keyOfMessage(resources.en.translation.account.addressRules, message);
  if (key) return t(`account.addressRules.${key}`);
  const max = LIMITS.find((limit) => ADDRESS_MESSAGES.tooLong(limit) === message);
  return max === undefined ? message : t('account.addressRules.tooLong', { max });
}
