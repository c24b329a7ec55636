import {
  blankChecklist,
  jobCardMoveProblem,
  needsRemarks,
  nextJobCardStatuses,
  type TJobBoard,
  type TChecklist,
  type TChecklistKind,
  type TJobBoardQuery,
  type TJobCard,
  type TJobCardChangeBody,
  type TJobCardMoveBody,
  type TJobCardStatus,
  type TJobCardSummary,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import { recordEvent } from '../../platform/events';
import type { OwnHook } from '../../platform/hooks';
import type { Storage } from '../../platform/storage/storage';
import type { Brand } from '../../platform/tenancy';
import type { WorkshopBookings } from '../bookings';
import type { JobCardChange, JobCardsRepository, JobCardSummaryRow } from './job-cards.repository';
import type { JobCardRow } from './job-cards.tables';

export type JobCardsDeps = {
  db: Db;
  now: () => Date;
  repository: JobCardsRepository;
  /** The staff module's names of the brand's people, by id. */
  staffNames: (brandId: string, staffIds: readonly string[]) => Promise<Map<string, string>>;
  /** Whether each id is someone who works at the workshop (advisors and technicians are chosen among them). */
  worksAt: (brandId: string, workshopId: string, staffIds: readonly string[]) => Promise<boolean>;
  /** The bookings module: the booking a card was opened from (its places and slot), and its row lock. */
  bookings: Pick<WorkshopBookings, 'forWorkshop' | 'lockedForWorkshop'>;
  workshopTimeZone: (brand: Brand, workshopId: string) => Promise<string>;
  storage: Storage;
  /** The odometer the customer keeps on their vehicle, for a card whose vehicle no workshop has read yet. */
  vehicleOdometer: (brandId: string, customerId: string, vehicleId: string) => Promise<number | null>;
  /** Asked in the move's transaction before the card moves: a listener refuses by throwing (billing: approved work, the invoice, the money before delivery). */
  jobCardMoving: OwnHook<JobCardMoving>;
  /** Announced in the move's transaction: the booking the card came from follows it (ARCHITECTURE.md section 7). */
  jobCardMoved: OwnHook<JobCardMoved>;
};

/** A job card about to move, its row locked: what the other modules check or record before it does. */
export type JobCardMoving = { brand: Brand; scope: StaffScope | null; card: JobCardRow; to: TJobCardStatus };

/** A job card's move, in its transaction: the bookings module takes its booking's state and timeline step from it. */
export type JobCardMoved = {
  brand: Brand;
  jobCardId: string;
  bookingId: string | null;
  status: TJobCardStatus;
  isPickupRequired: boolean;
  remarks: string | null;
};

export type JobCardsService = ReturnType<typeof createJobCardsService>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A checklist as saved, or the usual items unticked when the advisor has not opened it yet. */
export const checklistOf = (card: Pick<JobCardRow, 'checklists'>, kind: TChecklistKind): TChecklist => card.checklists[kind] ?? blankChecklist(kind);
/** A photo is named by its file name: what the screen sends back to remove it. */
export const imageName = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/** Tells the workshop's staff (their job boards and cards) that a card changed. */
export const jobCardChanged = (tx: Db, card: Pick<JobCardRow, 'brandId' | 'workshopId' | 'id'>) =>
  recordEvent(tx, { brandId: card.brandId, audience: { workshopId: card.workshopId }, type: 'jobCards.changed', payload: { jobCardId: card.id } });

/**
 * The job cards of a workshop (workshop spec sections 3 and 4): the board, one card with its
 * history, its intake details, and its moves through the statuses. Every move is the state
 * machine's (domain job-card-status.ts), and writes the customer's timeline step in the same
 * transaction when the card came from a booking (ARCHITECTURE.md section 7).
 */
export function createJobCardsService(deps: JobCardsDeps) {
  const { db, now, repository } = deps;

  async function summaries(brandId: string, rows: JobCardSummaryRow[]): Promise<TJobCardSummary[]> {
    const names = await deps.staffNames(brandId, [...new Set(rows.flatMap((row) => (row.advisorId ? [row.advisorId] : [])))]);
    return rows.map((row) => ({
      jobCardId: row.id,
      jobCardNo: row.jobCardNo,
      vehicleId: row.vehicleId,
      status: row.status,
      serviceType: row.serviceType,
      bookingCode: row.bookingCode,
      customerName: row.customerName,
      mobileNumber: row.mobileNumber,
      vehicleNumber: row.vehicleNumber,
      vehicleLabel: row.vehicleLabel,
      advisor: row.advisorId ? { staffId: row.advisorId, name: names.get(row.advisorId) ?? '' } : null,
      inAt: iso(row.inAt),
      estimatedDeliveryAt: iso(row.estimatedDeliveryAt),
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async function lastOdometerOf(row: JobCardRow): Promise<number | null> {
    return (await repository.lastReading(row.brandId, row.vehicleId, row.id)) ?? (await deps.vehicleOdometer(row.brandId, row.customerId, row.vehicleId));
  }

  async function view(scope: StaffScope, row: JobCardRow): Promise<TJobCard> {
    const [[summary], steps, technicianIds, booking, images, lastOdometer] = await Promise.all([
      summaries(scope.brandId, [row]),
      repository.steps(row.id),
      repository.technicianIds(row.id),
      row.bookingId ? deps.bookings.forWorkshop(scope.brandId, scope.workshopId, row.bookingId) : Promise.resolve(null),
      Promise.all(row.imageKeys.map(async (key) => ({ name: imageName(key), url: await deps.storage.signedUrl(key) }))),
      row.odometerIn === null ? lastOdometerOf(row) : Promise.resolve(null),
    ]);
    const names = await deps.staffNames(scope.brandId, [...technicianIds, ...steps.flatMap((step) => (step.staffId ? [step.staffId] : []))]);
    return {
      ...summary!,
      workshopId: row.workshopId,
      bookingId: row.bookingId,
      customerId: row.customerId,
      vehicleId: row.vehicleId,
      isPickupRequired: row.isPickupRequired,
      pickupLocation: booking?.pickupLocation ?? null,
      dropoffLocation: booking?.dropoffLocation ?? null,
      slot: booking?.slot ?? null,
      pickup: row.pickup,
      technicians: technicianIds.map((staffId) => ({ staffId, name: names.get(staffId) ?? '' })),
      outAt: iso(row.outAt),
      odometerIn: row.odometerIn,
      odometerOut: row.odometerOut,
      lastOdometer,
      fuelLevel: row.fuelLevel,
      tyrePressures: row.tyrePressures as Record<string, number>,
      colour: row.colour,
      concerns: row.concerns,
      suggestions: row.suggestions,
      accessories: row.accessories,
      remarks: row.remarks,
      customerNotes: booking?.notes ?? null,
      checklists: { condition: checklistOf(row, 'condition'), delivery: checklistOf(row, 'delivery') },
      images,
      steps: steps.map((step) => ({
        status: step.status,
        at: step.at.toISOString(),
        by: step.staffId ? (names.get(step.staffId) ?? null) : null,
        remarks: step.remarks,
      })),
      nextStatuses: nextJobCardStatuses(row.status, scope.role, row),
    };
  }

  /** A status and what it brings: the time in or out, and (through the hook) the booking's state and timeline step. */
  async function moveInTransaction(
    brand: Brand,
    scope: StaffScope | null,
    card: JobCardRow,
    to: TJobCardStatus,
    remarks: string | null,
    tx: Db,
    extra: JobCardChange = {},
  ) {
    await deps.jobCardMoving.run({ brand, scope, card, to }, tx);
    const at = now();
    const updated = await repository.update(
      card.id,
      { ...extra, status: to, ...(to === 'inWorkshop' && !card.inAt ? { inAt: at } : {}), ...(to === 'delivered' ? { outAt: at } : {}) },
      tx,
    );
    await repository.addStep({ jobCardId: card.id, status: to, staffId: scope?.staffId ?? null, remarks, at }, tx);
    await deps.jobCardMoved.run({ brand, jobCardId: card.id, bookingId: card.bookingId, status: to, isPickupRequired: card.isPickupRequired, remarks }, tx);
    await jobCardChanged(tx, card);
    return updated;
  }

  return {
    summaries,
    view,
    moveInTransaction,

    /** GET …/job-cards: the board, searchable by card number, plate, mobile number or name (job-board-search.ts), filtered by status, advisor and day. */
    async board(brand: Brand, scope: StaffScope, query: TJobBoardQuery): Promise<TJobBoard> {
      const timeZone = await deps.workshopTimeZone(brand, scope.workshopId);
      const { items, total, countsByStatus } = await repository.board(scope, query, { timeZone, countryCode: brand.settings.countryCode });
      return { items: await summaries(scope.brandId, items), total, countsByStatus };
    },

    async get(scope: StaffScope, jobCardId: string): Promise<TJobCard> {
      const row = await repository.byId(scope, jobCardId);
      if (!row) throw new AppError('resource/not-found');
      return view(scope, row);
    },

    /**
     * POST …/job-cards/{id}/status: one move of the state machine. Refused when the table has no
     * such move from where the card is now (409), or it is not this role's (403); cancelling and
     * rejecting need remarks, which the customer reads; scheduling a pickup names the driver.
     */
    async move(brand: Brand, scope: StaffScope, jobCardId: string, body: TJobCardMoveBody & { pickup?: JobCardChange['pickup'] }): Promise<TJobCard> {
      const remarks = body.remarks?.trim() || null;
      if (needsRemarks(body.status) && !remarks) throw new AppError('jobCards/remarks-required', { field: 'remarks' });
      if (body.status === 'pickupScheduled' && !body.pickup) throw new AppError('jobCards/driver-required', { field: 'pickup' });
      // The booking's row is locked before the card's, as the customer's Cancel locks them: one order, no deadlock.
      const bookingId = (await repository.byId(scope, jobCardId))?.bookingId;
      const moved = await db.transaction(async (tx) => {
        if (bookingId) await deps.bookings.lockedForWorkshop(scope.brandId, scope.workshopId, bookingId, tx);
        const card = await repository.lockedById(scope, jobCardId, tx);
        if (!card) throw new AppError('resource/not-found');
        const problem = jobCardMoveProblem(card.status, body.status, scope.role, card);
        if (problem === 'role') throw new AppError('auth/forbidden');
        if (problem) throw new AppError('jobCards/step-not-allowed', { field: 'status' });
        return moveInTransaction(brand, scope, card, body.status, remarks, tx, body.status === 'pickupScheduled' ? { pickup: body.pickup } : {});
      });
      return view(scope, moved);
    },

    /** PATCH …/job-cards/{id}: the intake details; readings are the domain's ('Odometer out above odometer in'). */
    async change(scope: StaffScope, jobCardId: string, body: TJobCardChangeBody): Promise<TJobCard> {
      const people = [...(body.advisorId ? [body.advisorId] : []), ...(body.technicianIds ?? [])];
      if (people.length > 0 && !(await deps.worksAt(scope.brandId, scope.workshopId, people)))
        throw new AppError('resource/not-found', { field: 'technicianIds' });
      const changed = await db.transaction(async (tx) => {
        const card = await repository.lockedById(scope, jobCardId, tx);
        if (!card) throw new AppError('resource/not-found');
        const odometerIn = body.odometerIn !== undefined ? body.odometerIn : card.odometerIn;
        const odometerOut = body.odometerOut !== undefined ? body.odometerOut : card.odometerOut;
        if (odometerIn !== null && odometerOut !== null && odometerOut <= odometerIn) throw new AppError('jobCards/odometer-out', { field: 'odometerOut' });
        const { technicianIds, estimatedDeliveryAt, ...fields } = body;
        const columns = {
          ...fields,
          ...(estimatedDeliveryAt !== undefined ? { estimatedDeliveryAt: estimatedDeliveryAt ? new Date(estimatedDeliveryAt) : null } : {}),
        };
        // A change of the technicians alone sets no column of the card (an empty update is an SQL error).
        const row = Object.keys(columns).length > 0 ? await repository.update(card.id, columns, tx) : card;
        if (technicianIds) await repository.setTechnicians(card.id, technicianIds, tx);
        await jobCardChanged(tx, card);
        return row;
      });
      return view(scope, changed);
    },
  };
}
