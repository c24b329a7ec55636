import { describe, expect, it } from 'vitest';
import { issueEnglish } from '../rules';
import { registerSearchOf, ZCreditNoteRegisterQuery, ZInvoiceExportQuery, ZInvoiceRegisterQuery } from './registers';

const messagesOf = (query: Record<string, string>) =>
  ZInvoiceRegisterQuery.safeParse(query).error?.issues.map((issue) => `${issue.path.join('.')}: ${issueEnglish(issue)}`) ?? [];

describe('the registers’ query (workshop spec section 5: a valid date range)', () => {
  it('reads a range of days with its search and page; tax invoices unless told', () => {
    expect(ZInvoiceRegisterQuery.parse({ from: '2026-11-01', to: '2026-11-30', q: ' INV ', page: '2', pageSize: '10' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'INV',
      page: 2,
      pageSize: 10,
      kind: 'tax',
    });
    expect(ZCreditNoteRegisterQuery.parse({ from: '2026-11-01', to: '2026-11-01' })).toMatchObject({ page: 1, pageSize: 25 });
    expect(ZInvoiceExportQuery.parse({ from: '2026-11-01', to: '2026-11-02', kind: 'proforma' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-02',
      kind: 'proforma',
    });
  });

  it("calls a day that is not one, or a range that ends before it starts, 'Invalid date'; a missing day is required", () => {
    expect(messagesOf({ from: '2026-02-30', to: '2026-03-01' })).toEqual(['from: Invalid date']);
    expect(messagesOf({ from: '2026-11-01', to: '11/30/2026' })).toEqual(['to: Invalid date']);
    expect(messagesOf({ from: '2026-11-30', to: '2026-11-01' })).toEqual(['to: Invalid date']);
    expect(messagesOf({ to: '2026-11-01' })).toEqual(['from: This field is required']);
  });
});

describe('a register’s search', () => {
  it('looks for a number or a name by the text, and a plate as plates are kept', () => {
    expect(registerSearchOf('ka 01-ab 1234')).toEqual({ text: 'ka 01-ab 1234', plate: 'KA01AB1234' });
    expect(registerSearchOf('  Ravi   Kumar ')).toEqual({ text: 'Ravi Kumar', plate: 'RAVIKUMAR' });
    expect(registerSearchOf('INV2627/0001')).toEqual({ text: 'INV2627/0001', plate: null });
  });

  it('drops LIKE’s wildcards, and finds nothing to look for in an empty text', () => {
    expect(registerSearchOf('50%_off')).toEqual({ text: '50off', plate: '50OFF' });
    expect(registerSearchOf('  ')).toBeNull();
    expect(registerSearchOf('%%')).toBeNull();
    expect(registerSearchOf(undefined)).toBeNull();
  });
});
