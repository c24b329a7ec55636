import { describe, expect, it } from 'vitest';
import { jobCardNoOf, jobCardSearchOf } from './job-card-search';

describe("the job board's one search box (issue 26 item 8)", () => {
  it('reads a job card number with or without its prefix and zero padding', () => {
    for (const typed of ['JC-000123', 'jc-000123', 'JC123', '000123', '123', ' 123 ']) expect(jobCardSearchOf(typed, '+91')?.jobCardNo).toBe('JC-000123');
    expect(jobCardNoOf(1_234_567)).toBe('JC-1234567');
    expect(jobCardSearchOf('0', '+91')?.jobCardNo).toBeNull();
    expect(jobCardSearchOf('KA01', '+91')?.jobCardNo).toBeNull();
  });

  it('reads a plate as plates are kept, spaces, dashes and case aside, and Arabic-Indic digits as Western', () => {
    expect(jobCardSearchOf('ka 01-ab 7722', '+91')?.plate).toBe('KA01AB7722');
    expect(jobCardSearchOf('7722', '+91')?.plate).toBe('7722');
    expect(jobCardSearchOf('٧٧٢٢', '+966')?.plate).toBe('7722');
    expect(jobCardSearchOf('Lakshmi N', '+91')?.plate).toBe('LAKSHMIN');
    expect(jobCardSearchOf('+91 98450', '+91')?.plate).toBeNull();
  });

  it("reads a whole number of the brand's country as it is kept, with or without its country code or trunk 0", () => {
    for (const typed of ['+91 98450 12345', '919845012345', '098450 12345', '98450-12345'])
      expect(jobCardSearchOf(typed, '+91'), typed).toMatchObject({ mobileNumber: '+919845012345', mobileDigits: null });
    expect(jobCardSearchOf('3600 1234', '+973')?.mobileNumber).toBe('+97336001234');
    expect(jobCardSearchOf('0123456789', '+91')).toMatchObject({ mobileNumber: null, mobileDigits: '0123456789' });
  });

  it('reads other digits as part of a mobile number from four of them', () => {
    expect(jobCardSearchOf('+91 98450', '+91')?.mobileDigits).toBe('9198450');
    expect(jobCardSearchOf('0123', '+91')?.mobileDigits).toBe('0123');
    expect(jobCardSearchOf('5012', '+91')?.mobileDigits).toBe('5012');
    expect(jobCardSearchOf('501', '+91')?.mobileDigits).toBeNull();
    expect(jobCardSearchOf('KA5012', '+91')?.mobileDigits).toBeNull();
  });

  it('reads text with letters and no digits as part of a name, as typed, without LIKE wildcards', () => {
    expect(jobCardSearchOf('  lakshmi   nara ', '+91')?.name).toBe('lakshmi nara');
    expect(jobCardSearchOf('فاطمة', '+966')?.name).toBe('فاطمة');
    expect(jobCardSearchOf('50%_off', '+91')?.name).toBeNull();
    expect(jobCardSearchOf('a%b', '+91')?.name).toBe('ab');
    expect(jobCardSearchOf('KA01AB', '+91')?.name).toBeNull();
  });

  it('finds nothing to look for in blank text', () => {
    expect(jobCardSearchOf('  - ', '+91')).toBeNull();
  });
});
