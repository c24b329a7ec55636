import type { TDocumentTemplate } from '@servicebay/domain';

const field = (fieldName: string, fieldDisplayName: string) => ({ fieldName, fieldDisplayName, value: null });

/** The document templates every brand starts with (customer spec sections 2 and 3). */
export const DEFAULT_DOCUMENT_TEMPLATES: TDocumentTemplate[] = [
  {
    name: 'INSURANCE',
    displayTitle: 'Insurance',
    supportsId: true,
    idFieldDisplayName: 'Policy Number',
    supportsExpiration: true,
    additionalFieldsToCapture: [field('insuranceCompany', 'Insurance Company'), field('policyNumber', 'Policy Number')],
  },
  {
    name: 'PUCC',
    displayTitle: 'Pollution Certificate',
    supportsId: true,
    idFieldDisplayName: 'PUCC Number',
    supportsExpiration: true,
    additionalFieldsToCapture: [field('puccNumber', 'PUCC Number')],
  },
  {
    name: 'RC',
    displayTitle: 'Registration Certificate',
    supportsId: true,
    idFieldDisplayName: 'Registration Number',
    supportsExpiration: true,
    additionalFieldsToCapture: [field('ownerName', 'Owner Name'), field('registrationNumber', 'Registration Number')],
  },
  {
    name: 'OTHERS',
    displayTitle: 'Other Documents',
    supportsId: false,
    idFieldDisplayName: null,
    supportsExpiration: false,
    additionalFieldsToCapture: [field('documentName', 'Document Name')],
  },
];
