import { ADDRESS_MESSAGES } from './addresses/address-messages';
import { DOCUMENT_MESSAGES } from './garage/document-messages';
import { PLATE_MESSAGES } from './garage/plate-messages';
import { PROFILE_MESSAGES } from './profile/profile-messages';
import { VEHICLE_MESSAGES } from './garage/vehicle-messages';
import { fillTemplate, ruleValuesOf, type IssueLike, type RuleValues } from './shared/rule-codes';
import { BANK_DETAILS_MESSAGES } from './workshops/bank-details-messages';
import { JOB_CARD_READINGS_MESSAGES } from './job-cards/job-card-readings-messages';
import { ESTIMATE_LINE_MESSAGES } from './billing/estimate-line-messages';
import { PAYMENT_MESSAGES } from './billing/payment-messages';
import { STAFF_CREDENTIALS_MESSAGES } from './staff/staff-credentials-messages';
import { LABOUR_MESSAGES } from './labour/labour-messages';
import { STOCK_MESSAGES } from './stock/stock-messages';
import { PEOPLE_MESSAGES } from './people/people-messages';
import { TAX_REGISTRATION_MESSAGES } from './workshops/tax-registration-messages';
import { WORKSHOP_CUSTOMER_MESSAGES } from './customers/workshop-customer-messages';
import { WORKSHOP_FIELD_MESSAGES } from './workshops/workshop-field-messages';

const { saved: _saved, ...documentTexts } = DOCUMENT_MESSAGES;

/**
 * The spec's English text of every rule code, by area: what the server answers in a 400 and what
 * the English catalogue shows. A text that names a value writes it as `{{name}}`, as i18next does.
 */
export const RULE_TEXTS = {
  profile: PROFILE_MESSAGES,
  address: { ...ADDRESS_MESSAGES, tooLong: 'Maximum {{max}} characters allowed' },
  vehicle: VEHICLE_MESSAGES,
  plate: PLATE_MESSAGES,
  document: { ...documentTexts, fieldMandatory: '{{field}} is mandatory' },
  // The workshop side's records (workshop spec sections 3 and 5).
  workshopField: WORKSHOP_FIELD_MESSAGES,
  taxRegistration: TAX_REGISTRATION_MESSAGES,
  bankDetails: BANK_DETAILS_MESSAGES,
  workshopCustomer: WORKSHOP_CUSTOMER_MESSAGES,
  jobCardReadings: JOB_CARD_READINGS_MESSAGES,
  estimateLine: ESTIMATE_LINE_MESSAGES,
  payment: PAYMENT_MESSAGES,
  staffCredentials: STAFF_CREDENTIALS_MESSAGES,
  stock: STOCK_MESSAGES,
  people: PEOPLE_MESSAGES,
  labour: LABOUR_MESSAGES,
} as const satisfies Record<string, Record<string, string>>;

export type RuleArea = keyof typeof RULE_TEXTS;
export type RuleCode = { [A in RuleArea]: `${A}.${keyof (typeof RULE_TEXTS)[A] & string}` }[RuleArea];

export const RULE_CODES = Object.entries(RULE_TEXTS).flatMap(([area, texts]) => Object.keys(texts).map((key) => `${area}.${key}`)) as RuleCode[];

const codes = new Set<string>(RULE_CODES);
export const isRuleCode = (message: string): message is RuleCode => codes.has(message);

/** The English text of a rule, its values filled in. */
export function ruleEnglish(code: RuleCode, values?: RuleValues): string {
  const [area, key] = code.split('.') as [RuleArea, string];
  return fillTemplate((RULE_TEXTS[area] as Record<string, string>)[key]!, values);
}

/** A rule and the values its text names, read from a zod issue; null for an issue that carries no rule code. */
export function issueRule(issue: IssueLike): { rule: RuleCode; values: RuleValues } | null {
  return isRuleCode(issue.message) ? { rule: issue.message, values: ruleValuesOf(issue) } : null;
}

/** The English text of a zod issue, as the server answers it: the rule's text, or zod's own message. */
export function issueEnglish(issue: IssueLike): string {
  const found = issueRule(issue);
  return found ? ruleEnglish(found.rule, found.values) : issue.message;
}
