import { TAX_COUNTRY_OF, vendorBodySchema, type CountryCode, type TVendor, type TVendorBody, type TVendorFields } from '@servicebay/domain';
import type { DomainRules } from '@servicebay/ui';

/** The vendor form as typed. */
export type VendorValues = {
  name: string;
  taxRegistrationNumber: string;
  contactName: string;
  mobileNumber: string;
  email: string;
  address: string;
  paymentTermsDays: string;
};

export const newVendor = (): VendorValues => ({
  name: '',
  taxRegistrationNumber: '',
  contactName: '',
  mobileNumber: '',
  email: '',
  address: '',
  paymentTermsDays: '30',
});

export const vendorValuesOf = (vendor: TVendor): VendorValues => ({
  name: vendor.name,
  taxRegistrationNumber: vendor.taxRegistrationNumber ?? '',
  contactName: vendor.contactName ?? '',
  mobileNumber: vendor.mobileNumber ?? '',
  email: vendor.email ?? '',
  address: vendor.address ?? '',
  paymentTermsDays: String(vendor.paymentTermsDays),
});

const orNull = (value: string) => (value.trim() === '' ? null : value);

export const vendorBodyOf = (values: VendorValues): TVendorBody => ({
  name: values.name,
  taxRegistrationNumber: orNull(values.taxRegistrationNumber),
  contactName: orNull(values.contactName),
  mobileNumber: orNull(values.mobileNumber),
  email: orNull(values.email),
  address: orNull(values.address),
  paymentTermsDays: values.paymentTermsDays,
});

/** The API's schema for the brand's market: its tax registration format and its mobile numbers. */
export const vendorRules = (countryCode: CountryCode): DomainRules<VendorValues, TVendorFields> => ({
  schema: vendorBodySchema(TAX_COUNTRY_OF[countryCode], countryCode),
  toInput: vendorBodyOf,
});
