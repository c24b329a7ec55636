import { WORKSHOP_CUSTOMER_RULES, WORKSHOP_FIELD_RULES } from '@servicebay/domain';
import { checkWithRules } from '@servicebay/ui';
import { describe, expect, it } from 'vitest';
import { customerBodyOf, customerIssues, customerRules, newCustomer, type CustomerValues } from './customer-form';

const INDIA = { countryCode: '+91', currency: 'INR' } as const;
const TODAY = () => '2026-11-27';
const ravi = (change: Partial<CustomerValues> = {}): CustomerValues => ({ ...newCustomer(), name: 'Ravi Kumar', mobileNumber: '9845012345', ...change });
const fields = (values: CustomerValues) => customerIssues(values, INDIA, TODAY).map((issue) => [issue.field, issue.message]);

describe('the customer form', () => {
  it('sends an individual with empty fields as none and no corporate fields', () => {
    const body = customerBodyOf(ravi({ fleetName: 'Left over', email: '  ', creditLimit: '5000' }));
    expect(body).toMatchObject({ name: 'Ravi Kumar', email: null, customerType: 'individual', fleetName: null, creditLimit: '5000', dateOfBirth: null });
    expect(body.address).toMatchObject({ city: null });
    expect(fields(ravi())).toEqual([]);
  });

  it('wants the anniversary later than the birth date, at the anniversary', () => {
    expect(fields(ravi({ dateOfBirth: '1990-05-01', anniversaryDate: '1989-05-01' }))).toEqual([
      ['anniversaryDate', WORKSHOP_CUSTOMER_RULES.anniversaryBeforeBirth],
    ]);
  });

  it('wants a corporate customer’s fleet and company, and a GST number of their state code', () => {
    const corporate = ravi({ customerType: 'corporate', groupTaxNumber: '29ABCDE1234F1Z5', gstStateCode: '07' });
    const issues = fields(corporate);
    expect(issues).toContainEqual(['fleetName', WORKSHOP_FIELD_RULES.required]);
    expect(issues.find(([field]) => field === 'groupTaxNumber')?.[1]).toMatch(/^taxRegistration\./);
  });

  it('refuses a mobile number of the wrong length, the same number twice and credit days past a year', () => {
    const issues = fields(ravi({ mobileNumber: '98450', creditDays: '400' }));
    expect(issues).toContainEqual(['mobileNumber', WORKSHOP_CUSTOMER_RULES.mobileInvalid]);
    expect(issues).toContainEqual(['creditDays', WORKSHOP_CUSTOMER_RULES.creditDaysInvalid]);
    expect(fields(ravi({ alternativeMobileNumber: '09845012345' }))).toEqual([['alternativeMobileNumber', WORKSHOP_CUSTOMER_RULES.alternativeMobileSame]]);
  });

  it('shows the wire schema’s issues in the workshop records’ words', () => {
    const checked = checkWithRules(customerRules(INDIA), ravi({ name: '', email: 'not-mail', address: { ...newCustomer().address, city: 'x'.repeat(70) } }));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.issues.name?.message).toBe(WORKSHOP_FIELD_RULES.required);
    expect(checked.issues.email?.message).toBe(WORKSHOP_FIELD_RULES.emailInvalid);
    expect(checked.issues['address.city']?.message).toBe(WORKSHOP_FIELD_RULES.tooLong);
  });
});
