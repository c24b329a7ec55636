import { createI18n } from '@servicebay/i18n';
import { describe, expect, it } from 'vitest';
import { formatDocumentDate, hasExpired } from './document-date';
import { documentTitle, fieldLabel } from './template-text';

describe('texts of a brand’s document templates', () => {
  const arabic = createI18n('ar').t;
  it('keeps the brand’s English words, and translates the kinds the app knows', () => {
    expect(documentTitle(arabic, 'en', { name: 'INSURANCE', displayTitle: 'Motor Insurance' })).toBe('Motor Insurance');
    expect(documentTitle(arabic, 'ar', { name: 'INSURANCE', displayTitle: 'Motor Insurance' })).toBe('التأمين');
    expect(documentTitle(arabic, 'ar', { name: 'FASTAG', displayTitle: 'FASTag' })).toBe('FASTag');
    expect(fieldLabel(arabic, 'ar', { fieldName: 'insuranceCompany', fieldDisplayName: 'Insurance Company' })).toBe('شركة التأمين');
    expect(fieldLabel(arabic, 'ar', { fieldName: 'agentName', fieldDisplayName: 'Agent' })).toBe('Agent');
  });
});

describe('document dates', () => {
  it('shows a calendar day as DD MMM YYYY in the language', () => {
    expect(formatDocumentDate('2027-03-09', 'en')).toBe('09 Mar 2027');
    expect(formatDocumentDate('not a date', 'en')).toBe('not a date');
  });

  it('has expired once the day is before today', () => {
    const today = new Date(2027, 2, 9, 23, 30);
    expect(hasExpired('2027-03-08', today)).toBe(true);
    expect(hasExpired('2027-03-09', today)).toBe(false);
  });
});
