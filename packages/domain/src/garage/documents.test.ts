import { describe, expect, it } from 'vitest';
import { documentProblems, type TDocumentTemplate } from './documents';
import { sniffContentType } from './upload-types';

const insurance: TDocumentTemplate = {
  name: 'INSURANCE',
  displayTitle: 'Insurance',
  supportsId: true,
  idFieldDisplayName: 'Policy number',
  supportsExpiration: true,
  additionalFieldsToCapture: [
    { fieldName: 'insuranceCompany', fieldDisplayName: 'Insurance company', value: null },
    { fieldName: 'policyNumber', fieldDisplayName: 'Policy number', value: null },
    { fieldName: 'expirationDate', fieldDisplayName: 'Expiry date', value: null },
  ],
};

describe('document rules', () => {
  it('every additional field but expiry and id is mandatory, with the spec message', () => {
    expect(
      documentProblems(insurance, { hasFront: true, hasBack: true, expirationDate: '2027-01-01', additionalFields: { insuranceCompany: 'ACKO' } }),
    ).toEqual([{ field: 'policyNumber', rule: 'document.fieldMandatory', values: { field: 'Policy number' }, message: 'Policy number is mandatory' }]);
  });
  it('expiry date and both images are required', () => {
    const problems = documentProblems(insurance, { hasFront: false, hasBack: false, additionalFields: { insuranceCompany: 'ACKO', policyNumber: 'P-1' } });
    expect(problems.map((p) => p.message)).toEqual(['Please select expiry date', 'Please upload front image', 'Please upload back image']);
  });
  it('the pollution certificate has no validation', () => {
    expect(documentProblems({ ...insurance, name: 'PUCC' }, { hasFront: false, hasBack: false })).toEqual([]);
  });
});

describe('file type sniffing', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);
  it('knows PDF, PNG, JPEG and SVG by their first bytes', () => {
    expect(sniffContentType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffContentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffContentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffContentType(new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
  });
  it('refuses anything else whatever its name', () => {
    expect(sniffContentType(new TextEncoder().encode('#!/bin/sh\nrm -rf /'))).toBeNull();
    expect(sniffContentType(new TextEncoder().encode('<html><script>'))).toBeNull();
    expect(sniffContentType(new Uint8Array())).toBeNull();
    // Catalogue sheets: a zip archive is left to the xlsx reader; csv is text with columns on its first line.
    expect(sniffContentType(bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(sniffContentType(new TextEncoder().encode('vehicleType,make,model\ncar,Tata,Nexon\n'))).toBe('text/csv');
    expect(sniffContentType(new TextEncoder().encode('plain words\nno columns'))).toBeNull();
    expect(sniffContentType(bytes(0x61, 0x2c, 0x62, 0x00, 0x0a))).toBeNull();
  });
});
