import { z } from 'zod';
import { GENDERS } from '../identity/user';
import { ZTechnicianKind } from '../staff/permissions';
import { requiredText, WORKSHOP_FIELD_RULES } from '../workshops/workshop-field';
import { optionalPeopleText, ZDrivingLicence } from './licence';

/**
 * A technician as the form sends it (workshop spec section 3 "Technician", issue 29 part 2): first,
 * second and last name, gender, driving licence, and the grade the spec names for technicians
 * (upper tech, lower tech, operator, courtesy: the staff accounts' technician kinds). A technician
 * may sign in through a staff account of the technician role; the picture is uploaded on its own.
 */
export const ZTechnicianBody = z
  .object({
    firstName: requiredText(60),
    secondName: optionalPeopleText(60),
    lastName: optionalPeopleText(60),
    gender: z.enum(GENDERS, { error: WORKSHOP_FIELD_RULES.required }),
    grade: z.enum(ZTechnicianKind.options, { error: WORKSHOP_FIELD_RULES.required }),
    staffId: z.uuid().nullable().optional().default(null),
  })
  .and(ZDrivingLicence);
export type TTechnicianBody = z.input<typeof ZTechnicianBody>;
export type TTechnicianFields = z.output<typeof ZTechnicianBody>;

/** The name a technician is shown by: the names given, in order. */
export const technicianName = (names: { firstName: string; secondName: string | null; lastName: string | null }): string =>
  [names.firstName, names.secondName, names.lastName].filter(Boolean).join(' ');
