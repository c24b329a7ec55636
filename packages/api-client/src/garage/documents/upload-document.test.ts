import { describe, expect, it } from 'vitest';
import { documentForm } from './upload-document';

describe('the document upload form', () => {
  it('carries the fields the API reads, additional fields as JSON, and both files', async () => {
    const front = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const form = documentForm({
      vehicleId: 'v1',
      documentType: 'INSURANCE',
      expirationDate: '2027-03-31',
      additionalFields: { insuranceCompany: 'Acko', policyNumber: 'P-1' },
      front,
      back: front,
    });
    expect(form.get('vehicleId')).toBe('v1');
    expect(form.get('documentType')).toBe('INSURANCE');
    expect(form.get('expirationDate')).toBe('2027-03-31');
    expect(JSON.parse(String(form.get('additionalFields')))).toEqual({ insuranceCompany: 'Acko', policyNumber: 'P-1' });
    expect(await (form.get('front') as Blob).text()).toBe('%PDF-1.4');
    expect(form.has('back')).toBe(true);
  });

  it('leaves out what the customer did not give', () => {
    const form = documentForm({ vehicleId: 'v1', documentType: 'PUCC', additionalFields: {}, front: null, back: null });
    expect(['documentId', 'expirationDate', 'front', 'back'].map((name) => form.has(name))).toEqual([false, false, false, false]);
  });
});
