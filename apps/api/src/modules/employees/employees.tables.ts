import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { EMPLOYEE_TYPES, GENDERS, TECHNICIAN_KINDS } from '@servicebay/domain';
import { createdAt, id, updatedAt } from '../../db/columns';
import { jobCardLines } from '../billing/billing.tables';
import { brands } from '../brands/brands.tables';
import { jobCards } from '../job-cards/job-cards.tables';
import { staffAccounts } from '../staff/staff.tables';
import { workshops } from '../workshops/workshops.tables';

/**
 * Employees and technicians of a workshop (issue 29 parts 1 and 2, decision 0055). The spec's two
 * rules live here as unique keys, so two requests at once give one: an employee ID once per brand
 * ('Employee already exists'), and a staff account linked to one employee at most ('user already
 * mapped to another employee ID'), and likewise to one technician.
 */
const brandId = () =>
  uuid('brand_id')
    .notNull()
    .references(() => brands.id);
const workshopId = () =>
  uuid('workshop_id')
    .notNull()
    .references(() => workshops.id);
const linkedStaff = () => uuid('staff_id').references(() => staffAccounts.id);

export const employees = pgTable(
  'employees',
  {
    id: id(),
    brandId: brandId(),
    workshopId: workshopId(),
    name: text('name').notNull(),
    /** The spec's employeeID as typed; `employeeKey` is it compacted and upper-cased, the unique key's. */
    employeeCode: text('employee_code').notNull(),
    employeeKey: text('employee_key').notNull(),
    employeeType: text('employee_type', { enum: EMPLOYEE_TYPES }).notNull(),
    /** The market's national number (as a vendor's and a workshop customer's). */
    mobileNumber: text('mobile_number').notNull(),
    email: text('email'),
    designation: text('designation'),
    expertise: text('expertise'),
    licenceNumber: text('licence_number'),
    licenceExpiry: date('licence_expiry', { mode: 'string' }),
    /** The licence expiry the managers were last told of: one reminder per expiry, a renewal starts again. */
    licenceRemindedFor: date('licence_reminded_for', { mode: 'string' }),
    /** Digits only (domain people/national-id.ts). */
    nationalId: text('national_id'),
    staffId: linkedStaff(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('employees_code_per_brand').on(t.brandId, t.employeeKey),
    uniqueIndex('employees_one_per_staff')
      .on(t.staffId)
      .where(sql`${t.staffId} is not null`),
    index('employees_by_workshop').on(t.workshopId, t.name),
    index('employees_by_licence_expiry')
      .on(t.licenceExpiry)
      .where(sql`${t.licenceExpiry} is not null`),
  ],
);
export type EmployeeRow = typeof employees.$inferSelect;

export const technicians = pgTable(
  'technicians',
  {
    id: id(),
    brandId: brandId(),
    workshopId: workshopId(),
    firstName: text('first_name').notNull(),
    secondName: text('second_name'),
    lastName: text('last_name'),
    gender: text('gender', { enum: GENDERS }).notNull(),
    grade: text('grade', { enum: TECHNICIAN_KINDS }).notNull(),
    licenceNumber: text('licence_number'),
    licenceExpiry: date('licence_expiry', { mode: 'string' }),
    /** Storage key of the profile picture, under the workshop's folder. */
    pictureKey: text('picture_key'),
    staffId: linkedStaff(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('technicians_one_per_staff')
      .on(t.staffId)
      .where(sql`${t.staffId} is not null`),
    index('technicians_by_workshop').on(t.workshopId, t.firstName),
  ],
);
export type TechnicianRow = typeof technicians.$inferSelect;

/**
 * Who does a labour line of a job card: one technician per line. A row of its own rather than a
 * column of billing's line, so an estimate's lines, versions and invoices stay as they are; it goes
 * with its line, and with its technician.
 */
export const labourLineTechnicians = pgTable(
  'labour_line_technicians',
  {
    lineId: uuid('line_id')
      .primaryKey()
      .references(() => jobCardLines.id, { onDelete: 'cascade' }),
    jobCardId: uuid('job_card_id')
      .notNull()
      .references(() => jobCards.id, { onDelete: 'cascade' }),
    brandId: brandId(),
    workshopId: workshopId(),
    technicianId: uuid('technician_id')
      .notNull()
      .references(() => technicians.id, { onDelete: 'cascade' }),
  },
  (t) => [index('labour_line_technicians_by_technician').on(t.technicianId), index('labour_line_technicians_by_card').on(t.jobCardId)],
);
