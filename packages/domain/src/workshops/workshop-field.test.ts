import { describe, expect, it } from 'vitest';
import { issueEnglish, issueRule } from '../rules';
import { compactCode, isWholeNumberText, numberField, requiredText, toWesternDigits, ZCalendarDateField } from './workshop-field';

describe('shared workshop fields', () => {
  it('a required field says so in the spec’s words', () => {
    const issue = requiredText(10).safeParse('  ').error!.issues[0]!;
    expect(issueRule(issue)?.rule).toBe('workshopField.required');
    expect(issueEnglish(issue)).toBe('This field is required');
    expect(requiredText(10).parse(' Blue Cabs ')).toBe('Blue Cabs');
  });

  it('a length issue names its limit', () => {
    const issue = requiredText(10).safeParse('x'.repeat(11)).error!.issues[0]!;
    expect(issueEnglish(issue)).toBe('Maximum 10 characters allowed');
  });

  it('a date is YYYY-MM-DD and a real day, or Invalid date', () => {
    expect(ZCalendarDateField.parse('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2023-02-29', '2024-13-01', '02/29/2024', '2024-2-9']) {
      expect(issueEnglish(ZCalendarDateField.safeParse(bad).error!.issues[0]!), bad).toBe('Invalid date');
    }
    expect(ZCalendarDateField.safeParse('').error!.issues[0]!.message).toBe('workshopField.required');
  });

  it('reads Arabic-Indic digits and drops spaces and direction marks from codes', () => {
    expect(toWesternDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
    expect(compactCode(' ab\u200F 12\u2066٣ ')).toBe('AB123');
  });

  it('a number field judges what was written, number or text', () => {
    const whole = numberField((text) => isWholeNumberText(text, 0, 10), 'jobCardReadings.fuelLevelInvalid');
    expect(whole.parse(7)).toBe(7);
    expect(whole.parse(' ٧ ')).toBe(7);
    expect(whole.safeParse(11).error!.issues[0]!.message).toBe('jobCardReadings.fuelLevelInvalid');
    expect(whole.safeParse(1e21).error!.issues[0]!.message).toBe('jobCardReadings.fuelLevelInvalid');
    expect(whole.safeParse(true).error!.issues[0]!.message).toBe('workshopField.required');
  });
});
