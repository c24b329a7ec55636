import { employeeBodySchema, type CountryCode, type TEmployee, type TEmployeeBody, type TEmployeeFields, type TEmployeeType } from '@servicebay/domain';
import type { DomainRules } from '@servicebay/ui';

/** The employee form as typed; the market's rules (mobile, national id) are the API's own schema. */
export type EmployeeValues = {
  name: string;
  employeeCode: string;
  employeeType: TEmployeeType | null;
  mobileNumber: string;
  email: string;
  designation: string;
  expertise: string;
  licenceNumber: string;
  licenceExpiry: string;
  nationalId: string;
  staffId: string | null;
};

export const newEmployee = (): EmployeeValues => ({
  name: '',
  employeeCode: '',
  employeeType: 'permanent',
  mobileNumber: '',
  email: '',
  designation: '',
  expertise: '',
  licenceNumber: '',
  licenceExpiry: '',
  nationalId: '',
  staffId: null,
});

export const employeeValuesOf = (employee: TEmployee): EmployeeValues => ({
  name: employee.name,
  employeeCode: employee.employeeCode,
  employeeType: employee.employeeType,
  mobileNumber: employee.mobileNumber,
  email: employee.email ?? '',
  designation: employee.designation ?? '',
  expertise: employee.expertise ?? '',
  licenceNumber: employee.licenceNumber ?? '',
  licenceExpiry: employee.licenceExpiry ?? '',
  nationalId: employee.nationalId ?? '',
  staffId: employee.staffId,
});

const orNull = (value: string) => (value.trim() === '' ? null : value);

export const employeeBodyOf = (values: EmployeeValues): TEmployeeBody => ({
  name: values.name,
  employeeCode: values.employeeCode,
  // An unchosen type is refused by the schema at its field ('This field is required').
  employeeType: values.employeeType as TEmployeeType,
  mobileNumber: values.mobileNumber,
  email: orNull(values.email),
  designation: orNull(values.designation),
  expertise: orNull(values.expertise),
  licenceNumber: orNull(values.licenceNumber),
  licenceExpiry: orNull(values.licenceExpiry),
  nationalId: orNull(values.nationalId),
  staffId: values.staffId,
});

export const employeeRules = (countryCode: CountryCode): DomainRules<EmployeeValues, TEmployeeFields> => ({
  schema: employeeBodySchema(countryCode),
  toInput: employeeBodyOf,
});
