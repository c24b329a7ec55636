/**
 * Field rules of the workshop side's records (workshop spec sections 3, 5 and 8), shared by the API
 * and the workshop app. Each rule's issue message is a rule code; its English is in the
 * `*-messages.ts` beside it (see rules.ts) and its Arabic in the i18n catalogues.
 */
export { WORKSHOP_FIELD_RULES, ZCalendarDateField } from './workshop-field';
export * from './workshop-field-messages';
export * from './gstin';
export * from './tax-registration';
export * from './tax-registration-messages';
export * from './bank-details';
export * from './bank-details-messages';
export * from './workshop-customer';
export * from './workshop-customer-messages';
export * from './job-card-readings';
export * from './job-card-readings-messages';
export * from './staff-credentials';
export * from './staff-credentials-messages';
