import { ERRORS, issueRule, type ErrorCode, type IssueLike, type RuleArea, type RuleCode, type RULE_TEXTS, type RuleValues } from '@servicebay/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/** Where each area's rule texts sit in the catalogues: a rule code 'address.tooLong' is the key 'addresses.rules.tooLong'. */
export const RULE_NAMESPACES = {
  profile: 'profile.rules',
  address: 'addresses.rules',
  vehicle: 'garage.vehicleMessages',
  plate: 'garage.plate',
  document: 'garage.documentMessages',
  workshopField: 'workshopRecords.field',
  taxRegistration: 'workshopRecords.taxRegistration',
  bankDetails: 'workshopRecords.bankDetails',
  workshopCustomer: 'workshopRecords.customer',
  jobCardReadings: 'workshopRecords.jobCardReadings',
  estimateLine: 'workshopRecords.estimateLine',
  payment: 'workshopRecords.payment',
  staffCredentials: 'workshopRecords.staffCredentials',
  stock: 'workshopRecords.stock',
  people: 'workshopRecords.people',
  labour: 'workshopRecords.labour',
} as const satisfies Record<RuleArea, string>;

type Namespaces = typeof RULE_NAMESPACES;
/** The translation key of every rule code; a code without a text in the catalogues fails to compile where it is used. */
export type RuleKey = { [A in RuleArea]: `${Namespaces[A]}.${keyof (typeof RULE_TEXTS)[A] & string}` }[RuleArea];

export function ruleKey(code: RuleCode): RuleKey {
  const [area, name] = code.split('.') as [RuleArea, string];
  return `${RULE_NAMESPACES[area]}.${name}` as RuleKey;
}

/** A rule in the language of `t`, its values filled in. */
export const ruleText = (t: TFunction, code: RuleCode, values?: RuleValues): string => t(ruleKey(code), values ?? {});

const isErrorCode = (message: string): message is ErrorCode => Object.hasOwn(ERRORS, message);

/**
 * The text of an issue in the user's language: the text of its rule code, or of its API error code
 * (a server refusal at a field), or the issue's own message when it carries neither.
 */
export function issueText(t: TFunction, issue: IssueLike): string {
  const found = issueRule(issue);
  if (found) return ruleText(t, found.rule, found.values);
  return isErrorCode(issue.message) ? t(`errors.${issue.message}`) : issue.message;
}

/** issueText bound to the current language, for forms. */
export function useIssueText(): (issue: IssueLike) => string {
  const { t } = useTranslation();
  return useCallback((issue: IssueLike) => issueText(t, issue), [t]);
}
