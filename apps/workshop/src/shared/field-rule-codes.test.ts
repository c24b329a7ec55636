import { ZPickup, ZRejectBookingBody } from '@servicebay/domain';
import { createI18n, issueText } from '@servicebay/i18n';
import { checkWithRules, errorsOf } from '@servicebay/ui';
import { describe, expect, it } from 'vitest';
import { withFieldRuleCodes } from './field-rule-codes';

const shown = (language: 'en' | 'ar', check: ReturnType<typeof checkWithRules>) => errorsOf(check, (issue) => issueText(createI18n(language).t, issue));

describe('a wire schema’s issues as the workshop fields’ rules', () => {
  const pickup = { schema: withFieldRuleCodes(ZPickup, { driverPhone: 'workshopField.mobileInvalid' }) };

  it('says what is missing, too short, of a wrong format or not a date, in either language', () => {
    expect(shown('en', checkWithRules(pickup, { driverName: '', driverPhone: '98-00', scheduledAt: 'tomorrow' }))).toEqual({
      driverName: 'This field is required',
      driverPhone: 'Enter a valid mobile number',
      scheduledAt: 'Invalid date',
    });
    expect(shown('en', checkWithRules(pickup, { driverName: 'S', driverPhone: '+919800011122', scheduledAt: '2026-12-01T04:30:00.000Z' }))).toEqual({
      driverName: 'Minimum 2 characters required',
    });
    expect(shown('ar', checkWithRules(pickup, { driverName: '', driverPhone: '+919800011122', scheduledAt: '2026-12-01T04:30:00.000Z' })).driverName).toMatch(
      /[\u0600-\u06FF]/,
    );
  });

  it('names the limit of a text too long, and lets a valid one through', () => {
    const remarks = { schema: withFieldRuleCodes(ZRejectBookingBody) };
    expect(shown('en', checkWithRules(remarks, { remarks: 'x'.repeat(501) }))).toEqual({ remarks: 'Maximum 500 characters allowed' });
    expect(checkWithRules(remarks, { remarks: '  Workshop closed for Diwali  ' })).toEqual({ ok: true, output: { remarks: 'Workshop closed for Diwali' } });
  });
});
