import { describe, expect, it } from 'vitest';
import { issueEnglish, issueRule } from '../rules';
import { gstinCheckCharacter } from '../workshops/gstin';
import {
  creditAmountSchema,
  isAlternativeMobileDifferent,
  isAnniversaryAfterBirth,
  isCreditAmount,
  isCreditDays,
  workshopCustomerDatesSchema,
  workshopCustomerMobilesSchema,
  workshopCustomerTypeSchema,
  ZCreditDays,
} from './workshop-customer';

type Result = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
const issues = (result: Result) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('customer type', () => {
  const india = workshopCustomerTypeSchema('IN');
  const corporate = { customerType: 'corporate', fleetName: 'Blue Cabs', companyName: 'Blue Cabs Pvt Ltd' };

  it('an individual needs nothing more, and keeps no corporate fields', () => {
    expect(india.parse({ customerType: 'individual', fleetName: 'x' })).toEqual({ customerType: 'individual' });
  });

  it('is individual or corporate/fleet', () => {
    expect(issues(india.safeParse({ customerType: 'fleet' }))).toEqual([['customerType', 'workshopCustomer.customerTypeInvalid']]);
    expect(issues(india.safeParse({}))).toEqual([['customerType', 'workshopCustomer.customerTypeInvalid']]);
  });

  it('a corporate customer needs fleet and company names; the group tax number is optional', () => {
    expect(india.parse({ ...corporate, fleetName: ' Blue Cabs ' })).toEqual({ ...corporate, groupTaxNumber: null, gstStateCode: null });
    expect(issues(india.safeParse({ customerType: 'corporate', fleetName: ' ' }))).toEqual([
      ['fleetName', 'workshopField.required'],
      ['companyName', 'workshopField.required'],
    ]);
    expect(issues(india.safeParse({ customerType: 'corporate', companyName: '' }))).toEqual([
      ['fleetName', 'workshopField.required'],
      ['companyName', 'workshopField.required'],
    ]);
  });

  it('checks the group tax number by the country’s rule', () => {
    expect(india.parse({ ...corporate, groupTaxNumber: '29aagcb7383j1z4' })).toMatchObject({ groupTaxNumber: '29AAGCB7383J1Z4' });
    expect(issues(india.safeParse({ ...corporate, groupTaxNumber: '29AAGCB7383J1Z5' }))).toEqual([['groupTaxNumber', 'taxRegistration.gstinCheckCharacter']]);
    const saudi = workshopCustomerTypeSchema('SA');
    expect(saudi.parse({ ...corporate, groupTaxNumber: '310122393500003', gstStateCode: '29' })).toEqual({
      ...corporate,
      groupTaxNumber: '310122393500003',
      gstStateCode: null,
    });
    expect(issues(saudi.safeParse({ ...corporate, groupTaxNumber: '29AAGCB7383J1Z4' }))).toEqual([['groupTaxNumber', 'taxRegistration.saudiVatInvalid']]);
  });

  it('in India, a GSTIN must match the customer’s GST state code', () => {
    expect(india.parse({ ...corporate, groupTaxNumber: '29AAGCB7383J1Z4', gstStateCode: 29 })).toMatchObject({ gstStateCode: '29' });
    const delhi = '07AAGCB7383J1Z';
    expect(india.parse({ ...corporate, groupTaxNumber: delhi + gstinCheckCharacter(delhi), gstStateCode: '7' })).toMatchObject({ gstStateCode: '07' });
    const result = india.safeParse({ ...corporate, groupTaxNumber: '29AAGCB7383J1Z4', gstStateCode: '27' });
    expect(issues(result)).toEqual([['groupTaxNumber', 'taxRegistration.gstinStateMismatch']]);
    expect(issueEnglish(result.error!.issues[0]!)).toBe('A GST number must match the state code: this one should start with 27');
    expect(issues(india.safeParse({ ...corporate, gstStateCode: '41' }))).toEqual([['gstStateCode', 'taxRegistration.gstStateCodeInvalid']]);
  });
});

describe('dates', () => {
  const schema = workshopCustomerDatesSchema(() => '2026-03-15');

  it('the anniversary is later than the birth date', () => {
    expect(isAnniversaryAfterBirth('1990-05-01', '2015-11-20')).toBe(true);
    expect(isAnniversaryAfterBirth('1990-05-01', '1990-05-01')).toBe(false);
    expect(isAnniversaryAfterBirth('1990-05-01', '1989-12-31')).toBe(false);
    const result = schema.safeParse({ dateOfBirth: '1990-05-01', anniversaryDate: '1990-04-30' });
    expect(issues(result)).toEqual([['anniversaryDate', 'workshopCustomer.anniversaryBeforeBirth']]);
    expect(issueEnglish(result.error!.issues[0]!)).toBe('Anniversary date should be later than the date of birth');
  });

  it('both are optional: empty, null or absent is null', () => {
    expect(schema.parse({})).toEqual({ dateOfBirth: null, anniversaryDate: null });
    expect(schema.parse({ dateOfBirth: '', anniversaryDate: null })).toEqual({ dateOfBirth: null, anniversaryDate: null });
    expect(schema.parse({ anniversaryDate: '2010-02-14' })).toEqual({ dateOfBirth: null, anniversaryDate: '2010-02-14' });
  });

  it('an impossible or badly written date is an Invalid date', () => {
    expect(issues(schema.safeParse({ dateOfBirth: '1990-02-30' }))).toEqual([['dateOfBirth', 'workshopField.dateInvalid']]);
    expect(issues(schema.safeParse({ dateOfBirth: '05/01/1990' }))).toEqual([['dateOfBirth', 'workshopField.dateInvalid']]);
    expect(issueEnglish({ message: 'workshopField.dateInvalid' })).toBe('Invalid date');
  });

  it('neither is after the workshop’s today', () => {
    expect(schema.safeParse({ dateOfBirth: '1990-05-01', anniversaryDate: '2026-03-15' }).success).toBe(true);
    expect(issues(schema.safeParse({ anniversaryDate: '2026-03-16' }))).toEqual([['anniversaryDate', 'workshopCustomer.futureDate']]);
    // An anniversary before a (future) birth date is told too, beside the future date.
    expect(issues(schema.safeParse({ dateOfBirth: '2027-01-01', anniversaryDate: '2020-01-01' }))).toEqual([
      ['dateOfBirth', 'workshopCustomer.futureDate'],
      ['anniversaryDate', 'workshopCustomer.anniversaryBeforeBirth'],
    ]);
  });
});

describe('credit', () => {
  it('an amount is zero or more in major units, with no more decimals than the currency has', () => {
    for (const ok of [0, 1500, 1500.5, 1500.75, '2500.00', '٢٥٠٠']) expect(isCreditAmount(ok, 'INR'), String(ok)).toBe(true);
    for (const bad of [-1, 1500.755, '1,500', '', ' ', '1e5', '12.', 1e21, Number.NaN]) expect(isCreditAmount(bad, 'INR'), String(bad)).toBe(false);
    expect(isCreditAmount(12.345, 'BHD')).toBe(true);
    expect(isCreditAmount(12.3456, 'BHD')).toBe(false);
  });

  it('the schema reads JSON numbers and typed text, and names the decimals in its refusal', () => {
    const inr = creditAmountSchema('INR');
    expect(inr.parse(25000)).toBe(25000);
    expect(inr.parse(' 1250.50 ')).toBe(1250.5);
    const issue = inr.safeParse(10.999).error!.issues[0]!;
    expect(issueRule(issue)).toEqual({ rule: 'workshopCustomer.creditAmountInvalid', values: { decimals: 2 } });
    expect(issueEnglish(issue)).toBe('Enter an amount of 0 or more, with at most 2 decimal places');
    expect(issueRule(creditAmountSchema('BHD').safeParse(-1).error!.issues[0]!)!.values).toEqual({ decimals: 3 });
    expect(inr.safeParse('').error!.issues[0]!.message).toBe('workshopField.required');
    expect(inr.safeParse(null).error!.issues[0]!.message).toBe('workshopField.required');
  });

  it('credit days are whole days from 0 to 365', () => {
    for (const ok of [0, 30, 365, '45']) expect(isCreditDays(ok), String(ok)).toBe(true);
    for (const bad of [-1, 366, 30.5, '30 days']) expect(isCreditDays(bad), String(bad)).toBe(false);
    expect(ZCreditDays.parse('٣٠')).toBe(30);
    expect(ZCreditDays.safeParse(400).error!.issues[0]!.message).toBe('workshopCustomer.creditDaysInvalid');
  });
});

describe('mobile numbers', () => {
  const india = workshopCustomerMobilesSchema('+91');

  it('the mobile is required and valid for the market, stored as its national number', () => {
    expect(india.parse({ mobileNumber: '+91 98765 43210' })).toEqual({ mobileNumber: '9876543210', alternativeMobileNumber: null });
    expect(issues(india.safeParse({ mobileNumber: '' }))).toEqual([['mobileNumber', 'workshopField.required']]);
    expect(issues(india.safeParse({ mobileNumber: '12345' }))).toEqual([['mobileNumber', 'workshopCustomer.mobileInvalid']]);
    expect(issues(workshopCustomerMobilesSchema('+973').safeParse({ mobileNumber: '9876543210' }))).toEqual([
      ['mobileNumber', 'workshopCustomer.mobileInvalid'],
    ]);
  });

  it('the alternative mobile is optional, valid when given, and another number', () => {
    expect(india.parse({ mobileNumber: '9876543210', alternativeMobileNumber: '' }).alternativeMobileNumber).toBeNull();
    expect(india.parse({ mobileNumber: '9876543210', alternativeMobileNumber: '٩١٢٣٤٥٦٧٨٩' }).alternativeMobileNumber).toBe('9123456789');
    expect(issues(india.safeParse({ mobileNumber: '9876543210', alternativeMobileNumber: '123' }))).toEqual([
      ['alternativeMobileNumber', 'workshopCustomer.mobileInvalid'],
    ]);
    const same = india.safeParse({ mobileNumber: '9876543210', alternativeMobileNumber: '09876 543210' });
    expect(issues(same)).toEqual([['alternativeMobileNumber', 'workshopCustomer.alternativeMobileSame']]);
    expect(issueEnglish(same.error!.issues[0]!)).toBe('Alternative mobile number should be different from the mobile number');
  });

  it('compares numbers as the market writes them', () => {
    expect(isAlternativeMobileDifferent('+91', '9876543210', '+91 98765-43210')).toBe(false);
    expect(isAlternativeMobileDifferent('+91', '9876543210', '9876543211')).toBe(true);
    expect(isAlternativeMobileDifferent('+966', '512345678', '٥١٢٣٤٥٦٧٨')).toBe(false);
  });
});
