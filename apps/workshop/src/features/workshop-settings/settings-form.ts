import {
  bankDetailsSchema,
  checkTaxRegistration,
  gstinForStateSchema,
  TAX_COUNTRY_OF,
  WEEKDAYS,
  WORKSHOP_FIELD_RULES,
  ZGstStateCode,
  ZWorkshopSettingsChange,
  type CountryCode,
  type IssueLike,
  type TWeekday,
  type TWorkshopSettings,
  type TWorkshopSettingsChange,
} from '@servicebay/domain';
import type { DomainRules, FieldIssue, PathIssue, SchemaLike } from '@servicebay/ui';
import type { WorkshopPlace } from '../../shared/workshop-place-field';

/**
 * The settings' own rules, which the domain has no rule codes for yet (the server answers them in
 * English alone): their texts are workshop.settings.rules.* of the catalogues.
 */
export const SETTINGS_RULE_NAMES = [
  'prefixRequired',
  'prefixInvalid',
  'closesBeforeOpens',
  'hourInvalid',
  'slotMinutesRange',
  'baysRange',
  'pickupRadiusRange',
  'geofenceRadiusRange',
  'workingDaysRequired',
  'phoneInvalid',
] as const;
export type SettingsRuleName = (typeof SETTINGS_RULE_NAMES)[number];
const SETTINGS_RULE = 'workshopSettings.';
export const settingsIssue = (name: SettingsRuleName) => `${SETTINGS_RULE}${name}`;

/** The settings rule an issue names, if it names one. */
export const settingsRuleOf = (issue: IssueLike): SettingsRuleName | null => {
  const name = issue.message.startsWith(SETTINGS_RULE) ? issue.message.slice(SETTINGS_RULE.length) : '';
  return (SETTINGS_RULE_NAMES as readonly string[]).includes(name) ? (name as SettingsRuleName) : null;
};

/** What the settings form holds: every field as typed, an empty one being none. */
export type SettingsValues = {
  name: string;
  branchName: string;
  phoneNumber: string;
  address: string;
  city: string;
  place: WorkshopPlace;
  stateCode: string;
  taxRegistration: string;
  bankName: string;
  accountNumber: string;
  ifsc: string;
  branchCode: string;
  invoiceNumberMode: TWorkshopSettings['invoiceNumberMode'];
  invoicePrefix: string;
  workingDays: TWeekday[];
  opensAt: string;
  closesAt: string;
  slotMinutes: string;
  bays: string;
  holidays: string[];
  pickupRadiusKm: string;
  geofenceRadiusMetres: string;
};

export const settingsValuesOf = (settings: TWorkshopSettings): SettingsValues => ({
  name: settings.name,
  branchName: settings.branchName ?? '',
  phoneNumber: settings.phoneNumber,
  address: settings.address,
  city: settings.city,
  place: { latitude: settings.latitude, longitude: settings.longitude, label: settings.address || settings.city },
  stateCode: settings.stateCode ?? '',
  taxRegistration: settings.taxRegistration ?? '',
  bankName: settings.bank?.bankName ?? '',
  accountNumber: settings.bank?.accountNumber ?? '',
  ifsc: settings.bank?.ifsc ?? '',
  branchCode: settings.bank?.branchCode ?? '',
  invoiceNumberMode: settings.invoiceNumberMode,
  invoicePrefix: settings.invoicePrefix ?? '',
  workingDays: WEEKDAYS.filter((day) => settings.workingDays.includes(day)),
  opensAt: settings.opensAt.slice(0, 5),
  closesAt: settings.closesAt.slice(0, 5),
  slotMinutes: String(settings.slotMinutes),
  bays: String(settings.bays),
  holidays: [...settings.holidays].sort(),
  pickupRadiusKm: String(settings.pickupRadiusKm),
  geofenceRadiusMetres: String(settings.geofenceRadiusMetres),
});

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const BANK_FIELDS = ['bankName', 'accountNumber', 'ifsc', 'branchCode'] as const;
const hasBank = (values: SettingsValues) => BANK_FIELDS.some((field) => values[field].trim() !== '');
/** A number typed, or NaN that the schema refuses. */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The PATCH body: the whole record as the form holds it; bank details all empty are none. */
export function settingsChangeOf(values: SettingsValues): TWorkshopSettingsChange {
  return {
    name: values.name.trim(),
    branchName: orNull(values.branchName),
    phoneNumber: values.phoneNumber.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    latitude: values.place.latitude,
    longitude: values.place.longitude,
    stateCode: orNull(values.stateCode),
    taxRegistration: orNull(values.taxRegistration),
    bank: hasBank(values)
      ? { bankName: values.bankName.trim(), accountNumber: values.accountNumber.trim(), ifsc: orNull(values.ifsc), branchCode: orNull(values.branchCode) }
      : null,
    invoiceNumberMode: values.invoiceNumberMode,
    invoicePrefix: orNull(values.invoicePrefix),
    workingDays: values.workingDays,
    opensAt: values.opensAt,
    closesAt: values.closesAt,
    slotMinutes: wholeNumber(values.slotMinutes),
    bays: wholeNumber(values.bays),
    holidays: values.holidays,
    pickupRadiusKm: wholeNumber(values.pickupRadiusKm),
    geofenceRadiusMetres: wholeNumber(values.geofenceRadiusMetres),
  };
}

const SETTINGS_FIELDS: Record<keyof SettingsValues, true> = Object.fromEntries(
  [
    ...['name', 'branchName', 'phoneNumber', 'address', 'city', 'place', 'stateCode', 'taxRegistration', ...BANK_FIELDS],
    ...[
      'invoiceNumberMode',
      'invoicePrefix',
      'workingDays',
      'opensAt',
      'closesAt',
      'slotMinutes',
      'bays',
      'holidays',
      'pickupRadiusKm',
      'geofenceRadiusMetres',
    ],
  ].map((field) => [field, true]),
) as Record<keyof SettingsValues, true>;

/**
 * What changed since the settings were read: PATCH takes the fields given, and the server checks a
 * field's rules when it is sent (an automatic series without a prefix is refused only once touched).
 */
export function changedSince(saved: SettingsValues, values: SettingsValues): TWorkshopSettingsChange {
  const before = settingsChangeOf(saved) as Record<string, unknown>;
  const after = settingsChangeOf(values) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])));
}

/** The form's field of a body path or of a server refusal's field ('bank.ifsc' is the IFSC, the point is the place). */
export function settingsFieldOf(path: string): keyof SettingsValues | undefined {
  const [first, second] = path.split('.');
  if (first === 'latitude' || first === 'longitude') return 'place';
  if (first === 'bank') return (BANK_FIELDS as readonly string[]).includes(second ?? '') ? (second as keyof SettingsValues) : 'bankName';
  return first && first in SETTINGS_FIELDS ? (first as keyof SettingsValues) : undefined;
}

/** The wire schema's issues in the workshop records' words or the settings' own. */
function inSettingsWords(issue: PathIssue & { code?: string }, body: TWorkshopSettingsChange): PathIssue {
  const field = settingsFieldOf(issue.path.map(String).join('.'));
  const say = (message: string) => ({ ...issue, message });
  if (field === 'slotMinutes') return say(settingsIssue('slotMinutesRange'));
  if (field === 'bays') return say(settingsIssue('baysRange'));
  if (field === 'pickupRadiusKm') return say(settingsIssue('pickupRadiusRange'));
  if (field === 'geofenceRadiusMetres') return say(settingsIssue('geofenceRadiusRange'));
  if (field === 'workingDays') return say(settingsIssue('workingDaysRequired'));
  if (field === 'opensAt' || (field === 'closesAt' && issue.code !== 'custom')) return say(settingsIssue('hourInvalid'));
  if (field === 'closesAt') return say(settingsIssue('closesBeforeOpens'));
  if (field === 'phoneNumber') return say(body.phoneNumber ? settingsIssue('phoneInvalid') : WORKSHOP_FIELD_RULES.required);
  if (field === 'invoicePrefix' && issue.code !== 'too_big') return say(settingsIssue('prefixInvalid'));
  if (issue.code === 'too_big') return say(WORKSHOP_FIELD_RULES.tooLong);
  if (issue.code === 'too_small') {
    const value = field ? (body as Record<string, unknown>)[field] : undefined;
    return say(value === '' ? WORKSHOP_FIELD_RULES.required : WORKSHOP_FIELD_RULES.tooShort);
  }
  return issue;
}

/** The whole record as the wire schema reads it: every field is checked, also those not sent. */
const wireSchema: SchemaLike<TWorkshopSettingsChange> = {
  safeParse: (values) => {
    const body = settingsChangeOf(values as SettingsValues);
    const parsed = ZWorkshopSettingsChange.safeParse(body);
    if (parsed.success) return { success: true, data: body };
    return { success: false, error: { issues: parsed.error.issues.map((issue) => inSettingsWords(issue, body)) } };
  },
};

const atField = (field: string, issues: readonly PathIssue[]): FieldIssue[] => issues.map((issue) => ({ ...issue, field }));

/**
 * The server's checks by the brand's country (workshop-settings.service): the tax number's format,
 * India's GSTIN matching the state code, the bank details as the market pays, and an automatic
 * invoice series needing its prefix.
 */
export function settingsIssues(values: SettingsValues, countryCode: CountryCode, saved: SettingsValues = values): FieldIssue[] {
  const body = settingsChangeOf(values);
  const changed = changedSince(saved, values);
  const isIndia = countryCode === '+91';
  const issues: FieldIssue[] = [];
  if (isIndia && body.stateCode) {
    const state = ZGstStateCode.safeParse(body.stateCode);
    if (!state.success) issues.push(...atField('stateCode', state.error.issues));
  }
  if (body.taxRegistration) {
    const checked = checkTaxRegistration(TAX_COUNTRY_OF[countryCode], body.taxRegistration);
    if (!checked.ok) issues.push({ field: 'taxRegistration', message: checked.rule, params: checked.values });
    else if (isIndia && body.stateCode && ZGstStateCode.safeParse(body.stateCode).success) {
      const match = gstinForStateSchema(body.stateCode).safeParse(checked.number);
      if (!match.success) issues.push(...atField('taxRegistration', match.error.issues));
    }
  }
  if (body.bank) {
    const bank = bankDetailsSchema(countryCode).safeParse(body.bank);
    if (!bank.success) issues.push(...bank.error.issues.map((issue) => ({ ...issue, field: settingsFieldOf(`bank.${issue.path.join('.')}`) ?? 'bankName' })));
  }
  // The schema's own check of the hours runs only once every field passes; this one at once.
  if (HOUR.test(body.opensAt ?? '') && HOUR.test(body.closesAt ?? '') && body.opensAt! >= body.closesAt!)
    issues.push({ field: 'closesAt', message: settingsIssue('closesBeforeOpens') });
  const isSeriesTouched = changed.invoiceNumberMode !== undefined || changed.invoicePrefix !== undefined;
  if (isSeriesTouched && body.invoiceNumberMode === 'auto' && !body.invoicePrefix)
    issues.push({ field: 'invoicePrefix', message: settingsIssue('prefixRequired') });
  return issues;
}

/** The form's rules: the wire schema, then the country's rules the server applies; what is sent is what changed since `saved`. */
export const settingsRules = (countryCode: CountryCode, saved: SettingsValues): DomainRules<SettingsValues, TWorkshopSettingsChange> => ({
  schema: {
    safeParse: (input) => {
      const checked = wireSchema.safeParse(input);
      return checked.success ? { success: true, data: changedSince(saved, input as SettingsValues) } : checked;
    },
  },
  toInput: (values) => values,
  fieldOf: (path) => settingsFieldOf(path.map(String).join('.')),
  moreIssues: (values) => settingsIssues(values, countryCode, saved),
});
