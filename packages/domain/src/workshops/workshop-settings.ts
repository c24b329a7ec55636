import { z } from 'zod';
import { WEEKDAYS } from './workshop';
import { VEHICLE_TYPES } from '../garage/vehicle';
import { INVOICE_PREFIX_MAX_LENGTH } from '../billing/invoice-number';
import { PICKUP_RADIUS_KM } from './pickup-reach';
import { GEOFENCE_RADIUS_METRES } from '../time-clock/geofence';

/** The English of a pickup radius out of range, naming the range (the workshop app shows its own translation). */
const PICKUP_RADIUS_RULE = `Enter the pickup radius in whole km, from ${PICKUP_RADIUS_KM.least} (no pickup) to ${PICKUP_RADIUS_KM.most}`;
const GEOFENCE_RULE = `Enter the clock-in radius in whole metres, from ${GEOFENCE_RADIUS_METRES.least} to ${GEOFENCE_RADIUS_METRES.most}`;

/**
 * A workshop as its owner keeps it (workshop spec sections 2 and 3; issue 11 part 2): name and
 * branch, where it is, its state code, tax registration, bank details, logo, how invoices are
 * numbered, and the calendar customers book into (its bays are the slot capacity of bookings).
 * Country formats (tax numbers, bank accounts) are checked by the brand's country on the server
 * and in the form, with tax-registration.ts and bank-details.ts beside this file.
 */
export const INVOICE_NUMBER_MODES = ['auto', 'manual'] as const;
export const ZInvoiceNumberMode = z.enum(INVOICE_NUMBER_MODES);

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;
const ZHour = z.string().regex(HOUR);

/**
 * An invoice prefix: letters and digits, a slash allowed ('BLR/'), no hyphen (the spec keeps hyphens
 * out of pre-invoice numbers); short enough that its auto numbers keep India's 16 characters.
 */
export const ZInvoicePrefix = z
  .string()
  .trim()
  .min(1)
  .max(INVOICE_PREFIX_MAX_LENGTH)
  .regex(/^[A-Za-z0-9/]+$/);

export const ZWorkshopSettings = z.object({
  workshopId: z.uuid(),
  name: z.string(),
  branchName: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phoneNumber: z.string(),
  stateCode: z.string().nullable(),
  taxRegistration: z.string().nullable(),
  bank: z.object({ bankName: z.string(), accountNumber: z.string(), ifsc: z.string().nullable(), branchCode: z.string().nullable() }).nullable(),
  logoUrl: z.string().nullable(),
  invoiceNumberMode: ZInvoiceNumberMode,
  invoicePrefix: z.string().nullable(),
  timeZone: z.string(),
  workingDays: z.array(z.enum(WEEKDAYS)),
  opensAt: z.string(),
  closesAt: z.string(),
  slotMinutes: z.number().int(),
  bays: z.number().int(),
  holidays: z.array(z.string()),
  vehicleTypes: z.array(z.enum(VEHICLE_TYPES)),
  pickupRadiusKm: z.number().int(),
  /** How far from the workshop a clock-in may be before it is flagged (time-clock/geofence.ts). */
  geofenceRadiusMetres: z.number().int(),
});
export type TWorkshopSettings = z.infer<typeof ZWorkshopSettings>;

/** What the owner changes; the country-dependent fields are checked by the brand's country. */
export const ZWorkshopSettingsChange = z
  .object({
    name: z.string().trim().min(2).max(100),
    branchName: z.string().trim().max(100).nullable(),
    address: z.string().trim().min(3).max(200),
    city: z.string().trim().min(2).max(64),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    phoneNumber: z
      .string()
      .trim()
      .regex(/^\+?\d{6,15}$/),
    stateCode: z.string().trim().max(4).nullable(),
    taxRegistration: z.string().max(40).nullable(),
    bank: z
      .object({
        bankName: z.string().max(100),
        accountNumber: z.string().max(40),
        ifsc: z.string().max(20).nullish(),
        branchCode: z.string().max(20).nullish(),
      })
      .nullable(),
    invoiceNumberMode: ZInvoiceNumberMode,
    invoicePrefix: ZInvoicePrefix.nullable(),
    workingDays: z.array(z.enum(WEEKDAYS)).min(1).max(7),
    opensAt: ZHour,
    closesAt: ZHour,
    slotMinutes: z.number().int().min(15).max(240),
    bays: z.number().int().min(1).max(100),
    holidays: z.array(z.iso.date()).max(60),
    vehicleTypes: z.array(z.enum(VEHICLE_TYPES)).min(1),
    /** Whole km its drivers go; 0 stops pickups (customers then visit the workshop). */
    pickupRadiusKm: z
      .number()
      .int({ error: PICKUP_RADIUS_RULE })
      .min(PICKUP_RADIUS_KM.least, { error: PICKUP_RADIUS_RULE })
      .max(PICKUP_RADIUS_KM.most, { error: PICKUP_RADIUS_RULE }),
    geofenceRadiusMetres: z
      .number()
      .int({ error: GEOFENCE_RULE })
      .min(GEOFENCE_RADIUS_METRES.least, { error: GEOFENCE_RULE })
      .max(GEOFENCE_RADIUS_METRES.most, { error: GEOFENCE_RULE }),
  })
  .partial()
  .refine((change) => !change.opensAt || !change.closesAt || change.opensAt < change.closesAt, {
    path: ['closesAt'],
    message: 'The workshop must close after it opens',
  });
export type TWorkshopSettingsChange = z.infer<typeof ZWorkshopSettingsChange>;

/** A branch the owner opens beside their workshops. */
export const ZNewBranchBody = z.object({
  name: z.string().trim().min(2).max(100),
  branchName: z.string().trim().max(100).nullable().default(null),
  city: z.string().trim().min(2).max(64),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+?\d{6,15}$/),
});
export type TNewBranchBody = z.infer<typeof ZNewBranchBody>;
