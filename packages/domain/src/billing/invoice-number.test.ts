import { describe, expect, it } from 'vitest';
import { autoInvoiceNumber, financialYearOf, INVOICE_PREFIX_MAX_LENGTH, manualInvoiceNumberProblem } from './invoice-number';

describe('invoice numbers (CGST Rule 46(b); workshop spec section 5)', () => {
  it("name the financial year: India's April to March, Tanzania's July to June, the Gulf's calendar year", () => {
    expect(financialYearOf('2026-03-31', 'IN')).toBe('2526');
    expect(financialYearOf('2026-04-01', 'IN')).toBe('2627');
    expect(financialYearOf('2026-06-30', 'TZ')).toBe('2526');
    expect(financialYearOf('2026-07-01', 'TZ')).toBe('2627');
    expect(financialYearOf('2026-12-31', 'SA')).toBe('2026');
  });

  it('number the auto series by prefix, year and serial, within 16 characters for the longest prefix', () => {
    expect(autoInvoiceNumber('BLR/', '2627', 1)).toBe('BLR/2627/0001');
    expect(autoInvoiceNumber('X'.repeat(INVOICE_PREFIX_MAX_LENGTH), '2627', 9999)).toHaveLength(16);
  });

  it('refuse a manual number that is too long, has other characters, a hyphen before invoicing, or falls in the auto series', () => {
    expect(manualInvoiceNumberProblem('INV/2026/000000001', { prefix: 'BLR/' })).toBe('tooLong');
    expect(manualInvoiceNumberProblem('INV 12', { prefix: 'BLR/' })).toBe('characters');
    expect(manualInvoiceNumberProblem('PRE-12', { prefix: 'BLR/', isPreInvoice: true })).toBe('hyphenInPreInvoice');
    expect(manualInvoiceNumberProblem('blr/2627/0042', { prefix: 'BLR/' })).toBe('matchesAutoSeries');
    expect(manualInvoiceNumberProblem('INV-2026/77', { prefix: 'BLR/' })).toBeNull();
    expect(manualInvoiceNumberProblem('PRE12', { prefix: null, isPreInvoice: true })).toBeNull();
  });
});
