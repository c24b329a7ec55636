import { ZTechnicianBody, type TTechnician, type TTechnicianBody, type TTechnicianFields, type TTechnicianKind } from '@servicebay/domain';
import type { DomainRules } from '@servicebay/ui';

type Gender = TTechnicianBody['gender'];

/** The technician form as typed; the picture is sent after the record is saved. */
export type TechnicianValues = {
  firstName: string;
  secondName: string;
  lastName: string;
  gender: Gender | null;
  grade: TTechnicianKind | null;
  licenceNumber: string;
  licenceExpiry: string;
  staffId: string | null;
};

export const newTechnician = (): TechnicianValues => ({
  firstName: '',
  secondName: '',
  lastName: '',
  gender: null,
  grade: null,
  licenceNumber: '',
  licenceExpiry: '',
  staffId: null,
});

export const technicianValuesOf = (technician: TTechnician): TechnicianValues => ({
  firstName: technician.firstName,
  secondName: technician.secondName ?? '',
  lastName: technician.lastName ?? '',
  gender: technician.gender,
  grade: technician.grade,
  licenceNumber: technician.licenceNumber ?? '',
  licenceExpiry: technician.licenceExpiry ?? '',
  staffId: technician.staffId,
});

const orNull = (value: string) => (value.trim() === '' ? null : value);

export const technicianBodyOf = (values: TechnicianValues): TTechnicianBody => ({
  firstName: values.firstName,
  secondName: orNull(values.secondName),
  lastName: orNull(values.lastName),
  // Unchosen, they are refused by the schema at their fields.
  gender: values.gender as Gender,
  grade: values.grade as TTechnicianKind,
  licenceNumber: orNull(values.licenceNumber),
  licenceExpiry: orNull(values.licenceExpiry),
  staffId: values.staffId,
});

export const technicianRules: DomainRules<TechnicianValues, TTechnicianFields> = { schema: ZTechnicianBody, toInput: technicianBodyOf };
