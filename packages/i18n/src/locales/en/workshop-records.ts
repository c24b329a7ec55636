import {
  BANK_DETAILS_MESSAGES,
  ESTIMATE_LINE_MESSAGES,
  PAYMENT_MESSAGES,
  PEOPLE_MESSAGES,
  JOB_CARD_READINGS_MESSAGES,
  STAFF_CREDENTIALS_MESSAGES,
  STOCK_MESSAGES,
  LABOUR_MESSAGES,
  TAX_REGISTRATION_MESSAGES,
  WORKSHOP_CUSTOMER_MESSAGES,
  WORKSHOP_FIELD_MESSAGES,
} from '@servicebay/domain';

/** The domain's texts, widened to string so that another language's catalogue may hold its own. */
const texts = <M extends Record<string, string>>(messages: M) => ({ ...messages }) as Record<keyof M, string>;

/**
 * English texts of the workshop records' field rules (workshop spec sections 3 and 5): the domain's
 * messages, one source, keyed as in each area's `*_MESSAGES` (rule-text.ts places each area here).
 */
export const workshopRecordsEn = {
  field: texts(WORKSHOP_FIELD_MESSAGES),
  taxRegistration: texts(TAX_REGISTRATION_MESSAGES),
  bankDetails: texts(BANK_DETAILS_MESSAGES),
  customer: texts(WORKSHOP_CUSTOMER_MESSAGES),
  jobCardReadings: texts(JOB_CARD_READINGS_MESSAGES),
  estimateLine: texts(ESTIMATE_LINE_MESSAGES),
  payment: texts(PAYMENT_MESSAGES),
  staffCredentials: texts(STAFF_CREDENTIALS_MESSAGES),
  stock: texts(STOCK_MESSAGES),
  people: texts(PEOPLE_MESSAGES),
  labour: texts(LABOUR_MESSAGES),
};
