import type { TDocumentTemplate } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { checkWithRules, type SchemaLike } from '@servicebay/ui';
import { shownErrors } from '../../shared/shown-errors';
import { additionalFieldValues, documentFormIssues, documentFormLayout, documentIdOf, emptyDocumentForm, type DocumentFormValues } from './document-form';

const insurance: TDocumentTemplate = {
  name: 'INSURANCE',
  displayTitle: 'Insurance',
  supportsId: true,
  idFieldDisplayName: 'Policy Number',
  supportsExpiration: true,
  additionalFieldsToCapture: [
    { fieldName: 'insuranceCompany', fieldDisplayName: 'Insurance Company', value: null },
    { fieldName: 'policyNumber', fieldDisplayName: 'Policy Number', value: null },
  ],
};
const pucc: TDocumentTemplate = {
  ...insurance,
  name: 'PUCC',
  displayTitle: 'Pollution Certificate',
  idFieldDisplayName: 'PUCC Number',
  additionalFieldsToCapture: [],
};
const file = new File(['%PDF-1.7'], 'policy.pdf');
const anything: SchemaLike<unknown> = { safeParse: (input) => ({ success: true, data: input }) };
/** The errors the form shows for these values, in English or Arabic; the labels as the form gives them. */
const documentFormProblems = (template: TDocumentTemplate, values: DocumentFormValues, language: 'en' | 'ar' = 'en') =>
  shownErrors(checkWithRules({ schema: anything, moreIssues: () => documentFormIssues(template, values, (name) => `«${name}»`) }, values), language);

describe('the form a template asks for', () => {
  it('asks for the id once when an additional field is the id', () => {
    expect(documentFormLayout(insurance)).toMatchObject({ hasOwnIdField: false, idSourceField: 'policyNumber', hasExpiry: true });
    expect(documentFormLayout(pucc)).toMatchObject({ hasOwnIdField: true, idSourceField: null });
    expect(documentFormLayout({ ...pucc, supportsId: false })).toMatchObject({ hasOwnIdField: false });
  });

  it('names every missing field, the expiry and both images, with the spec messages', () => {
    expect(documentFormProblems(insurance, emptyDocumentForm())).toEqual({
      'additionalFields.insuranceCompany': '«insuranceCompany» is mandatory',
      'additionalFields.policyNumber': '«policyNumber» is mandatory',
      expirationDate: 'Please select expiry date',
      front: 'Please upload front image',
      back: 'Please upload back image',
    });
    const filled = {
      documentId: '',
      expirationDate: '2027-03-31',
      additionalFields: { insuranceCompany: 'Acko', policyNumber: ' P-1 ' },
      files: { front: file, back: file },
    };
    expect(documentFormProblems(insurance, filled)).toEqual({});
    expect(documentIdOf(insurance, filled)).toBe('P-1');
  });

  it('shows the same rules in Arabic, by their codes', () => {
    expect(documentFormProblems(insurance, emptyDocumentForm(), 'ar')).toMatchObject({
      'additionalFields.insuranceCompany': '«insuranceCompany» إلزامي',
      expirationDate: 'يرجى اختيار تاريخ الانتهاء',
    });
  });

  it('asks nothing of a pollution certificate', () => {
    expect(documentFormProblems(pucc, emptyDocumentForm())).toEqual({});
  });

  it('sends only the template’s own fields, trimmed, and leaves empty ones out', () => {
    const values = { ...emptyDocumentForm(), additionalFields: { insuranceCompany: ' Acko ', policyNumber: '', other: 'x' } };
    expect(additionalFieldValues(insurance, values)).toEqual({ insuranceCompany: 'Acko' });
  });
});
