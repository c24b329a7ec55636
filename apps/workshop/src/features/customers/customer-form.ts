import {
  creditAmountSchema,
  marketToday,
  TAX_COUNTRY_OF,
  workshopCustomerDatesSchema,
  workshopCustomerMobilesSchema,
  workshopCustomerTypeSchema,
  ZCreditDays,
  ZWorkshopCustomerBody,
  type CountryCode,
  type IssueLike,
  type TCurrency,
  type TWorkshopCustomer,
  type TWorkshopCustomerBody,
  type TWorkshopCustomerType,
  WORKSHOP_FIELD_RULES,
} from '@servicebay/domain';
import type { DomainRules, FieldIssue, PathIssue, SchemaLike } from '@servicebay/ui';

export const ADDRESS_FIELDS = ['house', 'street', 'landmark', 'city', 'state', 'zipcode', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** What the customer form holds: every field as typed, an empty one being none. */
export type CustomerValues = {
  name: string;
  /** The national number; the server adds the brand's country code. */
  mobileNumber: string;
  alternativeMobileNumber: string;
  email: string;
  gender: 'Male' | 'Female' | null;
  dateOfBirth: string;
  anniversaryDate: string;
  customerType: TWorkshopCustomerType;
  fleetName: string;
  companyName: string;
  groupTaxNumber: string;
  gstStateCode: string;
  address: Record<AddressField, string>;
  creditLimit: string;
  creditDays: string;
};

export type CustomerBrand = { countryCode: CountryCode; currency: TCurrency };

const noAddress = (): Record<AddressField, string> => ({ house: '', street: '', landmark: '', city: '', state: '', zipcode: '', country: '' });

export const newCustomer = (): CustomerValues => ({
  name: '',
  mobileNumber: '',
  alternativeMobileNumber: '',
  email: '',
  gender: null,
  dateOfBirth: '',
  anniversaryDate: '',
  customerType: 'individual',
  fleetName: '',
  companyName: '',
  groupTaxNumber: '',
  gstStateCode: '',
  address: noAddress(),
  creditLimit: '',
  creditDays: '',
});

/** The national part of a stored '+91…' number, as the mobile input takes it. */
const nationalOf = (e164: string | null, countryCode: string) => (e164?.startsWith(countryCode) ? e164.slice(countryCode.length) : (e164 ?? ''));

/** A recorded customer as the form edits them. */
export const customerValuesOf = (customer: TWorkshopCustomer, countryCode: string): CustomerValues => ({
  name: customer.name,
  mobileNumber: nationalOf(customer.mobileNumber, countryCode),
  alternativeMobileNumber: nationalOf(customer.alternativeMobileNumber, countryCode),
  email: customer.email ?? '',
  gender: customer.gender,
  dateOfBirth: customer.dateOfBirth ?? '',
  anniversaryDate: customer.anniversaryDate ?? '',
  customerType: customer.customerType,
  fleetName: customer.fleetName ?? '',
  companyName: customer.companyName ?? '',
  groupTaxNumber: customer.groupTaxNumber ?? '',
  gstStateCode: customer.gstStateCode ?? '',
  address: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, customer.address[field] ?? ''])) as Record<AddressField, string>,
  creditLimit: customer.creditLimit === null ? '' : String(customer.creditLimit),
  creditDays: customer.creditDays === null ? '' : String(customer.creditDays),
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The body POST and PATCH take; a corporate customer's fields go only with a corporate customer. */
export function customerBodyOf(values: CustomerValues): TWorkshopCustomerBody {
  const isCorporate = values.customerType === 'corporate';
  const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, orNull(values.address[field])]));
  return {
    name: values.name.trim(),
    mobileNumber: values.mobileNumber.trim(),
    alternativeMobileNumber: orNull(values.alternativeMobileNumber),
    email: orNull(values.email),
    gender: values.gender,
    dateOfBirth: orNull(values.dateOfBirth),
    anniversaryDate: orNull(values.anniversaryDate),
    customerType: values.customerType,
    fleetName: isCorporate ? orNull(values.fleetName) : null,
    companyName: isCorporate ? orNull(values.companyName) : null,
    groupTaxNumber: isCorporate ? orNull(values.groupTaxNumber) : null,
    gstStateCode: isCorporate ? orNull(values.gstStateCode) : null,
    address,
    creditLimit: orNull(values.creditLimit),
    creditDays: orNull(values.creditDays),
  };
}

type Checkable = {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: readonly (IssueLike & { path: readonly PropertyKey[] })[] } };
};

/** A schema's issues at form fields: `at` names the field of an issue without a path (a lone field's schema). */
const issuesOf = (schema: Checkable, input: unknown, at?: string): FieldIssue[] => {
  const checked = schema.safeParse(input);
  if (checked.success) return [];
  return checked.error.issues.map((issue) => ({ ...issue, field: at ?? String(issue.path[0]) }));
};

/**
 * The server's own checks of the body (customers.service columnsOf), each at its field: the
 * market's mobile numbers, the dates (anniversary later than birth, neither in the future), the
 * corporate fields (a GST number matching the state code), the credit in the currency.
 */
export function customerIssues(
  values: CustomerValues,
  { countryCode, currency }: CustomerBrand,
  today: () => string = () => marketToday(countryCode),
): FieldIssue[] {
  const body = customerBodyOf(values);
  const taxCountry = TAX_COUNTRY_OF[countryCode];
  return [
    ...issuesOf(workshopCustomerMobilesSchema(countryCode), { mobileNumber: body.mobileNumber, alternativeMobileNumber: body.alternativeMobileNumber }),
    ...issuesOf(workshopCustomerDatesSchema(today), { dateOfBirth: body.dateOfBirth, anniversaryDate: body.anniversaryDate }),
    ...issuesOf(workshopCustomerTypeSchema(taxCountry), {
      customerType: body.customerType,
      fleetName: body.fleetName ?? undefined,
      companyName: body.companyName ?? undefined,
      groupTaxNumber: body.groupTaxNumber,
      gstStateCode: body.gstStateCode,
    }),
    ...(body.creditLimit === null ? [] : issuesOf(creditAmountSchema(currency), body.creditLimit, 'creditLimit')),
    ...(body.creditDays === null ? [] : issuesOf(ZCreditDays, body.creditDays, 'creditDays')),
  ];
}

/**
 * The wire schema's length and e-mail issues in the workshop records' words ('This field is
 * required', 'Maximum 64 characters allowed', 'Please enter valid email'): zod's own English would
 * not be translated.
 */
export function inFieldRules(issue: PathIssue & { code?: string }, body: TWorkshopCustomerBody): PathIssue {
  if (issue.code === 'too_big') return { ...issue, message: WORKSHOP_FIELD_RULES.tooLong };
  if (issue.code === 'too_small') return { ...issue, message: body.name === '' ? WORKSHOP_FIELD_RULES.required : WORKSHOP_FIELD_RULES.tooShort };
  if (issue.path[0] === 'email') return { ...issue, message: WORKSHOP_FIELD_RULES.emailInvalid };
  return issue;
}

const wireSchema: SchemaLike<TWorkshopCustomerBody> = {
  safeParse: (input) => {
    const parsed = ZWorkshopCustomerBody.safeParse(input);
    if (parsed.success) return { success: true, data: input as TWorkshopCustomerBody };
    return { success: false, error: { issues: parsed.error.issues.map((issue) => inFieldRules(issue, input as TWorkshopCustomerBody)) } };
  },
};

/** The form's rules: the wire schema, then the country's rules the server applies, in the same messages. */
export const customerRules = (brand: CustomerBrand): DomainRules<CustomerValues, TWorkshopCustomerBody> => ({
  schema: wireSchema,
  toInput: customerBodyOf,
  fieldOf: (path) => (path[0] === 'address' ? `address.${String(path[1])}` : typeof path[0] === 'string' ? path[0] : undefined),
  moreIssues: (values) => customerIssues(values, brand),
});

/** Whether the tax number of a corporate customer is read against a GST state code (India alone). */
export const hasGstStateCode = (countryCode: CountryCode) => TAX_COUNTRY_OF[countryCode] === 'IN';
