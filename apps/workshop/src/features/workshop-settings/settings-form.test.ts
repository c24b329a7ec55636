import { BANK_DETAILS_RULES, TAX_REGISTRATION_RULES, WORKSHOP_FIELD_RULES, type TWorkshopSettings } from '@servicebay/domain';
import { checkWithRules } from '@servicebay/ui';
import { describe, expect, it } from 'vitest';
import {
  changedSince,
  settingsChangeOf,
  settingsFieldOf,
  settingsIssues,
  settingsRuleOf,
  settingsRules,
  settingsValuesOf,
  type SettingsValues,
} from './settings-form';

const BALAJI: TWorkshopSettings = {
  workshopId: '0190f1e2-0000-7000-8000-000000000001',
  name: 'Sri Balaji Motors',
  branchName: null,
  address: 'HSR Layout',
  city: 'Bengaluru',
  latitude: 12.91,
  longitude: 77.64,
  phoneNumber: '+919845012345',
  stateCode: '29',
  taxRegistration: null,
  bank: null,
  logoUrl: null,
  invoiceNumberMode: 'manual',
  invoicePrefix: null,
  timeZone: 'Asia/Kolkata',
  workingDays: ['SAT', 'MON'],
  opensAt: '09:00',
  closesAt: '18:00',
  slotMinutes: 60,
  bays: 4,
  holidays: ['2026-12-25', '2026-12-01'],
  vehicleTypes: ['car'],
  pickupRadiusKm: 10,
  geofenceRadiusMetres: 200,
};
const INDIA = '+91';
const values = (change: Partial<SettingsValues> = {}): SettingsValues => ({ ...settingsValuesOf(BALAJI), ...change });
const issuesAt = (form: SettingsValues, countryCode: '+91' | '+966' = INDIA) => {
  const checked = checkWithRules(settingsRules(countryCode, values()), form);
  return checked.ok ? {} : Object.fromEntries(Object.entries(checked.issues).map(([field, issue]) => [field, issue.message]));
};

describe('the settings form', () => {
  it('edits the record as kept and sends it back unchanged, with no bank as none', () => {
    const form = values();
    expect(form.workingDays).toEqual(['MON', 'SAT']);
    expect(form.holidays).toEqual(['2026-12-01', '2026-12-25']);
    expect(settingsChangeOf(form)).toMatchObject({ name: 'Sri Balaji Motors', bank: null, taxRegistration: null, bays: 4, slotMinutes: 60, latitude: 12.91 });
    expect(issuesAt(form)).toEqual({});
  });

  it('refuses a GSTIN with a wrong check character, and one of another state, at the tax registration', () => {
    expect(issuesAt(values({ taxRegistration: '29AAPFU0939F1ZA' })).taxRegistration).toBe(TAX_REGISTRATION_RULES.gstinCheckCharacter);
    expect(issuesAt(values({ taxRegistration: '27AAPFU0939F1ZV' })).taxRegistration).toBe(TAX_REGISTRATION_RULES.gstinStateMismatch);
    expect(issuesAt(values({ stateCode: '27', taxRegistration: '27AAPFU0939F1ZV' }))).toEqual({});
    expect(issuesAt(values({ stateCode: '55' })).stateCode).toBe(TAX_REGISTRATION_RULES.gstStateCodeInvalid);
  });

  it('reads the tax number by the brand’s country', () => {
    expect(issuesAt(values({ stateCode: '', taxRegistration: '27AAPFU0939F1ZV' }), '+966').taxRegistration).toBe(TAX_REGISTRATION_RULES.saudiVatInvalid);
    expect(issuesAt(values({ stateCode: '', taxRegistration: '310122393500003' }), '+966')).toEqual({});
  });

  it('checks bank details as the market pays: India’s IFSC, each at its field', () => {
    const issues = issuesAt(values({ bankName: 'State Bank of India', accountNumber: '12345', ifsc: 'SBIN1234' }));
    expect(issues.accountNumber).toBe(BANK_DETAILS_RULES.accountNumberInvalid);
    expect(issues.ifsc).toBe(BANK_DETAILS_RULES.ifscInvalid);
    expect(issuesAt(values({ bankName: 'State Bank of India', accountNumber: '123456789012', ifsc: 'SBIN0001234' }))).toEqual({});
    expect(issuesAt(values({ ifsc: 'SBIN0001234' })).bankName).toBe(WORKSHOP_FIELD_RULES.required);
  });

  it('wants a prefix for automatic invoice numbers, the close after the open and bays and slots in range', () => {
    const issues = issuesAt(values({ invoiceNumberMode: 'auto', opensAt: '18:00', closesAt: '09:00', bays: '0', slotMinutes: 'ten', workingDays: [] }));
    expect(Object.fromEntries(Object.entries(issues).map(([field, message]) => [field, settingsRuleOf({ message })]))).toEqual({
      invoicePrefix: 'prefixRequired',
      closesAt: 'closesBeforeOpens',
      bays: 'baysRange',
      slotMinutes: 'slotMinutesRange',
      workingDays: 'workingDaysRequired',
    });
    expect(settingsRuleOf({ message: issuesAt(values({ invoicePrefix: 'BLR-1' })).invoicePrefix! })).toBe('prefixInvalid');
    expect(issuesAt(values({ name: '' })).name).toBe(WORKSHOP_FIELD_RULES.required);
  });

  it('keeps the pickup radius in whole km from 0 (no pickup) to 500', () => {
    for (const pickupRadiusKm of ['-1', '501', '2.5', 'ten', ''])
      expect(settingsRuleOf({ message: issuesAt(values({ pickupRadiusKm })).pickupRadiusKm ?? '' }), pickupRadiusKm).toBe('pickupRadiusRange');
    expect(issuesAt(values({ pickupRadiusKm: '0' }))).toEqual({});
    const checked = checkWithRules(settingsRules(INDIA, values()), values({ pickupRadiusKm: '25' }));
    expect(checked).toEqual({ ok: true, output: { pickupRadiusKm: 25 } });
  });

  it('sends only what changed, and asks for a prefix only once the series is touched', () => {
    const saved = values({ invoiceNumberMode: 'auto' });
    const checked = checkWithRules(settingsRules(INDIA, saved), { ...saved, bays: '6', holidays: ['2026-12-01'] });
    expect(checked).toEqual({ ok: true, output: { bays: 6, holidays: ['2026-12-01'] } });
    expect(changedSince(saved, saved)).toEqual({});
  });

  it('shows a server refusal at its field', () => {
    expect(settingsFieldOf('bank.ifsc')).toBe('ifsc');
    expect(settingsFieldOf('latitude')).toBe('place');
    expect(settingsFieldOf('taxRegistration')).toBe('taxRegistration');
    expect(settingsFieldOf('file')).toBeUndefined();
    expect(settingsIssues(values(), INDIA)).toEqual([]);
  });
});
