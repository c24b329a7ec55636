import { z } from 'zod';
import { ZBookingLocation } from '../bookings/booking';
import { ZFuelLevel, ZOdometerKm, ZTyrePressures } from './job-card-readings';
import { ZJobCardStatus } from './job-card-status';

/**
 * A job card on the wire (workshop spec section 3): the vehicle's stay at the workshop, from the
 * booking accepted or the walk-in to delivery. The customer and vehicle are the customer app's own
 * records (the same person and car), shown here as they were when the card was opened.
 */
export const SERVICE_TYPES = ['periodicService', 'repair', 'bodyWork', 'accident', 'inspection', 'other'] as const;
export const ZServiceType = z.enum(SERVICE_TYPES);

const ZPerson = z.object({ staffId: z.uuid(), name: z.string() });
const ZText = z.string().trim().max(500);
const ZTextList = z.array(z.string().trim().min(1).max(200)).max(30);

export const ZJobCardStep = z.object({ status: ZJobCardStatus, at: z.string(), by: z.string().nullable(), remarks: z.string().nullable() });

export const ZPickup = z.object({
  driverName: z.string().trim().min(2).max(100),
  driverPhone: z
    .string()
    .trim()
    .regex(/^\+?\d{6,15}$/),
  scheduledAt: z.iso.datetime({ offset: true }),
});
export type TPickup = z.infer<typeof ZPickup>;

export const ZJobCardSummary = z.object({
  jobCardId: z.uuid(),
  jobCardNo: z.string(),
  /** The customer's vehicle it is for: a vehicle with an open card offers that card, not a new one. */
  vehicleId: z.uuid(),
  status: ZJobCardStatus,
  serviceType: ZServiceType,
  bookingCode: z.string().nullable(),
  customerName: z.string(),
  mobileNumber: z.string().nullable(),
  vehicleNumber: z.string().nullable(),
  vehicleLabel: z.string(),
  advisor: ZPerson.nullable(),
  inAt: z.string().nullable(),
  estimatedDeliveryAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TJobCardSummary = z.infer<typeof ZJobCardSummary>;

/**
 * The vehicle condition checklist at intake and the delivery checklist at hand-back (workshop spec
 * sections 2 and 3): each item checked present and in order, or not, with a note. The items are the
 * ones a service centre walks around a vehicle with; a workshop may add its own.
 */
export const CHECKLIST_KINDS = ['condition', 'delivery'] as const;
export const ZChecklistKind = z.enum(CHECKLIST_KINDS);
export type TChecklistKind = z.infer<typeof ZChecklistKind>;
export const DEFAULT_CHECKLIST_ITEMS: Readonly<Record<TChecklistKind, readonly string[]>> = {
  condition: [
    'Spare wheel',
    'Jack and tools',
    'Floor mats',
    'Music system',
    'Wipers',
    'Mirrors',
    'Headlamps and indicators',
    'Dents and scratches',
    'Fuel level noted',
    'Personal belongings removed',
  ],
  delivery: [
    'Work done as approved',
    'Old parts shown or returned',
    'Washed and cleaned',
    'Belongings returned',
    'Fuel level as at intake',
    'Invoice explained',
    'Next service date told',
  ],
};
/** The usual items by a stable name, for the screens to show them in the reader's language (a workshop's own items show as typed). */
export const CHECKLIST_ITEM_NAMES = {
  'Spare wheel': 'spareWheel',
  'Jack and tools': 'jackAndTools',
  'Floor mats': 'floorMats',
  'Music system': 'musicSystem',
  Wipers: 'wipers',
  Mirrors: 'mirrors',
  'Headlamps and indicators': 'headlampsAndIndicators',
  'Dents and scratches': 'dentsAndScratches',
  'Fuel level noted': 'fuelLevelNoted',
  'Personal belongings removed': 'personalBelongingsRemoved',
  'Work done as approved': 'workDoneAsApproved',
  'Old parts shown or returned': 'oldPartsShown',
  'Washed and cleaned': 'washedAndCleaned',
  'Belongings returned': 'belongingsReturned',
  'Fuel level as at intake': 'fuelLevelAsAtIntake',
  'Invoice explained': 'invoiceExplained',
  'Next service date told': 'nextServiceDateTold',
} as const satisfies Record<string, string>;
export type TChecklistItemName = (typeof CHECKLIST_ITEM_NAMES)[keyof typeof CHECKLIST_ITEM_NAMES];
export const checklistItemName = (item: string): TChecklistItemName | null => (CHECKLIST_ITEM_NAMES as Record<string, TChecklistItemName>)[item] ?? null;

export const ZChecklistItem = z.object({ item: z.string().trim().min(1).max(80), isOk: z.boolean().nullable(), note: z.string().trim().max(200).nullable() });
export const MAX_CHECKLIST_ITEMS = 40;
export const ZChecklist = z.array(ZChecklistItem).max(MAX_CHECKLIST_ITEMS);
export type TChecklist = z.infer<typeof ZChecklist>;

/** Photos a job card keeps of the vehicle (dents and scratches at intake). */
export const MAX_JOB_CARD_IMAGES = 20;
export const ZJobCardImage = z.object({ name: z.string(), url: z.string() });
export type TJobCardImage = z.infer<typeof ZJobCardImage>;

/** A checklist as first seen: the usual items, none ticked yet. */
export const blankChecklist = (kind: TChecklistKind): TChecklist => DEFAULT_CHECKLIST_ITEMS[kind].map((item) => ({ item, isOk: null, note: null }));

export const ZJobCard = ZJobCardSummary.extend({
  workshopId: z.uuid(),
  bookingId: z.uuid().nullable(),
  customerId: z.uuid(),
  vehicleId: z.uuid(),
  isPickupRequired: z.boolean(),
  pickupLocation: ZBookingLocation.nullable(),
  dropoffLocation: ZBookingLocation.nullable(),
  slot: z.object({ date: z.string(), startTime: z.string(), endTime: z.string() }).nullable(),
  pickup: ZPickup.nullable(),
  technicians: z.array(ZPerson),
  outAt: z.string().nullable(),
  odometerIn: z.number().int().nullable(),
  odometerOut: z.number().int().nullable(),
  /**
   * The vehicle's latest reading before this card (the last card's, else the customer's own), which
   * the intake offers as odometer in; null once odometer in is taken or when none is known.
   */
  lastOdometer: z.number().int().nullable(),
  fuelLevel: z.number().int().nullable(),
  tyrePressures: z.record(z.string(), z.number()),
  colour: z.string().nullable(),
  concerns: z.array(z.string()),
  suggestions: z.array(z.string()),
  accessories: z.array(z.string()),
  remarks: z.string().nullable(),
  customerNotes: z.string().nullable(),
  steps: z.array(ZJobCardStep),
  checklists: z.object({ condition: ZChecklist, delivery: ZChecklist }),
  /** Photos of the vehicle at intake (body damage): a name to remove one by, and a URL to see it. */
  images: z.array(ZJobCardImage),
  /** The moves the caller's role may make now (the state machine, job-card-status.ts). */
  nextStatuses: z.array(ZJobCardStatus),
});
export type TJobCard = z.infer<typeof ZJobCard>;

/** What the advisor fills in at the vehicle's intake and keeps up to date. */
export const ZJobCardChangeBody = z
  .object({
    serviceType: ZServiceType,
    advisorId: z.uuid().nullable(),
    technicianIds: z.array(z.uuid()).max(10),
    estimatedDeliveryAt: z.iso.datetime({ offset: true }).nullable(),
    odometerIn: ZOdometerKm.nullable(),
    odometerOut: ZOdometerKm.nullable(),
    fuelLevel: ZFuelLevel.nullable(),
    tyrePressures: ZTyrePressures,
    colour: z.string().trim().max(40).nullable(),
    concerns: ZTextList,
    suggestions: ZTextList,
    accessories: ZTextList,
    remarks: ZText.nullable(),
  })
  .partial();
export type TJobCardChangeBody = z.infer<typeof ZJobCardChangeBody>;

/** A job card opened at the workshop's door (a walk-in): one of its customers and their vehicle, already in the workshop. */
export const ZWalkInJobCardBody = z.object({
  customerId: z.uuid(),
  vehicleId: z.uuid(),
  serviceType: ZServiceType.default('periodicService'),
  concerns: ZTextList.default([]),
  odometerIn: ZOdometerKm.nullish(),
});
export type TWalkInJobCardBody = z.output<typeof ZWalkInJobCardBody>;

export const ZJobCardMoveBody = z.object({ status: ZJobCardStatus, remarks: ZText.optional() });
export type TJobCardMoveBody = z.infer<typeof ZJobCardMoveBody>;

export const JOB_BOARD_SORTS = ['newest', 'oldest', 'delivery'] as const;
export const ZJobBoardQuery = z.object({
  status: ZJobCardStatus.optional(),
  advisorId: z.uuid().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** A job card number, a plate's start or end, part of a mobile number or of the customer's name (job-card-search.ts). */
  q: z.string().trim().max(20).optional(),
  /** One customer's cards (their vehicles' open cards, on the customer's screen). */
  customerId: z.uuid().optional(),
  sort: z.enum(JOB_BOARD_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TJobBoardQuery = z.infer<typeof ZJobBoardQuery>;

export const ZJobBoard = z.object({ items: z.array(ZJobCardSummary), total: z.number().int(), countsByStatus: z.record(z.string(), z.number().int()) });
export type TJobBoard = z.infer<typeof ZJobBoard>;

/** A customer's booking waiting in the workshop's inbox. */
export const ZInboxBooking = z.object({
  bookingId: z.uuid(),
  bookingCode: z.string(),
  customerName: z.string(),
  mobileNumber: z.string().nullable(),
  vehicleNumber: z.string().nullable(),
  vehicleLabel: z.string(),
  services: z.array(z.string()),
  isPickupRequired: z.boolean(),
  slot: z.object({ date: z.string(), startTime: z.string(), endTime: z.string() }),
  notes: z.string().nullable(),
  totalEstimated: z.number(),
  currency: z.string(),
  createdAt: z.string(),
});
export type TInboxBooking = z.infer<typeof ZInboxBooking>;

export const ZRejectBookingBody = z.object({ remarks: z.string().trim().min(3).max(500) });
