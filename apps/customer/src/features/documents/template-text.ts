import type { TDocumentTemplate } from '@servicebay/domain';
import type { TFunction } from 'i18next';

type TDocumentField = TDocumentTemplate['additionalFieldsToCapture'][number];

const KNOWN_TYPES = ['INSURANCE', 'PUCC', 'RC', 'OTHERS'] as const;
const KNOWN_FIELDS = ['insuranceCompany', 'policyNumber', 'puccNumber', 'ownerName', 'registrationNumber', 'documentName'] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * Templates come from the brand's settings with English names. English shows the brand's own
 * words; another language shows its translation of the kinds this app knows, else the brand's words.
 */
export function documentTitle(t: TFunction, language: string, template: Pick<TDocumentTemplate, 'name' | 'displayTitle'>): string {
  if (language === 'en' || !isOneOf(KNOWN_TYPES, template.name)) return template.displayTitle;
  return t(`garage.documentTypes.${template.name}`);
}

export function fieldLabel(t: TFunction, language: string, field: Pick<TDocumentField, 'fieldName' | 'fieldDisplayName'>): string {
  if (language === 'en' || !isOneOf(KNOWN_FIELDS, field.fieldName)) return field.fieldDisplayName;
  return t(`garage.documentFields.${field.fieldName}`);
}
