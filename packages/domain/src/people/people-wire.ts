import { z } from 'zod';
import { GENDERS } from '../identity/user';
import { ESTIMATE_LINE_KINDS } from '../billing/estimate-line';
import { JOB_CARD_STATUSES } from '../job-cards/job-card-status';
import { ZTechnicianKind } from '../staff/permissions';
import { EMPLOYEE_TYPES } from './employee';

/** A licence's expiry as the screens show it: how many days are left (negative once expired). */
export const ZLicenceStanding = z.object({ standing: z.enum(['valid', 'expiring', 'expired']), daysLeft: z.number().int() });

/** An employee on the wire; `employeeCode` is the spec's employeeID, the workshop's own number for the person. */
export const ZEmployee = z.object({
  employeeId: z.uuid(),
  name: z.string(),
  employeeCode: z.string(),
  employeeType: z.enum(EMPLOYEE_TYPES),
  mobileNumber: z.string(),
  email: z.string().nullable(),
  designation: z.string().nullable(),
  expertise: z.string().nullable(),
  licenceNumber: z.string().nullable(),
  licenceExpiry: z.string().nullable(),
  licence: ZLicenceStanding.nullable(),
  nationalId: z.string().nullable(),
  staffId: z.uuid().nullable(),
  staffName: z.string().nullable(),
});
export type TEmployee = z.infer<typeof ZEmployee>;

/** `?q=` searches name, employee ID, mobile and designation. */
export const ZEmployeeQuery = z.object({ q: z.string().trim().max(60).optional() });

/** A page of employees, and every licence of the workshop expired or expiring within 30 days (licence.ts). */
export const ZEmployeePage = z.object({
  items: z.array(ZEmployee),
  total: z.number().int(),
  expiringLicences: z.array(ZEmployee.pick({ employeeId: true, name: true, employeeCode: true, licenceNumber: true, licenceExpiry: true, licence: true })),
});
export type TEmployeePage = z.infer<typeof ZEmployeePage>;

export const ZTechnician = z.object({
  technicianId: z.uuid(),
  firstName: z.string(),
  secondName: z.string().nullable(),
  lastName: z.string().nullable(),
  name: z.string(),
  gender: z.enum(GENDERS),
  grade: ZTechnicianKind,
  licenceNumber: z.string().nullable(),
  licenceExpiry: z.string().nullable(),
  licence: ZLicenceStanding.nullable(),
  staffId: z.uuid().nullable(),
  staffName: z.string().nullable(),
  /** A signed URL that opens the picture for a while (storage adapter), or null. */
  pictureUrl: z.string().nullable(),
});
export type TTechnician = z.infer<typeof ZTechnician>;

/** Who does a labour line of a job card: a technician of the workshop, or no one yet. */
export const ZLineTechnicianBody = z.object({ technicianId: z.uuid().nullable() });
export const ZLineTechnicians = z.array(z.object({ lineId: z.uuid(), technicianId: z.uuid(), name: z.string() }));
export type TLineTechnicians = z.infer<typeof ZLineTechnicians>;

/** The signed-in technician's work: the open job cards they are assigned to, with the labour lines given to them. */
export const ZMyWork = z.object({
  technician: ZTechnician.pick({ technicianId: true, name: true, grade: true }).nullable(),
  jobCards: z.array(
    z.object({
      jobCardId: z.uuid(),
      jobCardNo: z.string(),
      vehicleNumber: z.string().nullable(),
      vehicleLabel: z.string(),
      status: z.enum(JOB_CARD_STATUSES),
      lines: z.array(z.object({ lineId: z.uuid(), kind: z.enum(ESTIMATE_LINE_KINDS), name: z.string(), quantity: z.number() })),
    }),
  ),
});
export type TMyWork = z.infer<typeof ZMyWork>;
