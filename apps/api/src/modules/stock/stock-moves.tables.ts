import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STOCK_DOCUMENT_KINDS, STOCK_MOVEMENT_KINDS, TRANSFER_STATUSES, type TDebitNote } from '@servicebay/domain';
import { createdAt, id } from '../../db/columns';
import { brands } from '../brands/brands.tables';
import { workshops } from '../workshops/workshops.tables';
import { staffAccounts } from '../staff/staff.tables';
import { inwards, parts, vendors } from './stock.tables';

/** The stock's documents that move stock besides inwards, the debit notes, and the ledger itself (decision 0052). */
const brandId = () =>
  uuid('brand_id')
    .notNull()
    .references(() => brands.id);
const workshopId = (name = 'workshop_id') =>
  uuid(name)
    .notNull()
    .references(() => workshops.id);
const minorColumn = (name: string) => bigint(name, { mode: 'number' });
const ofWorkshop = () => ({ brandId: brandId(), workshopId: workshopId() });

/** A return to the vendor (RETURNED): parts of a completed inward sent back. */
export const vendorReturns = pgTable('vendor_returns', {
  id: id(),
  ...ofWorkshop(),
  inwardId: uuid('inward_id')
    .notNull()
    .references(() => inwards.id),
  number: text('number').notNull(),
  reason: text('reason'),
  createdAt: createdAt(),
});

/** A transfer between two branches of the brand: IN TRANSIT until the receiving branch takes it in. */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: id(),
    brandId: brandId(),
    fromWorkshopId: workshopId('from_workshop_id'),
    toWorkshopId: workshopId('to_workshop_id'),
    number: text('number').notNull(),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull().default('inTransit'),
    remarks: text('remarks'),
    /** Each line's part, quantity and the value it left the sending branch at. */
    lines: jsonb('lines').$type<{ partId: string; quantityMilli: number; valueMinor: number }[]>().notNull(),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_transfers_number').on(t.fromWorkshopId, t.number),
    index('stock_transfers_to_idx').on(t.toWorkshopId, t.status),
    check('stock_transfers_branches', sql`${t.fromWorkshopId} <> ${t.toWorkshopId}`),
  ],
);

/** A debit note against an inward: once per inward ('Credit note or debit note already generated'). */
export const debitNotes = pgTable(
  'debit_notes',
  {
    id: id(),
    ...ofWorkshop(),
    inwardId: uuid('inward_id')
      .notNull()
      .references(() => inwards.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    number: text('number').notNull(),
    day: text('day').notNull(),
    totalMinor: minorColumn('total_minor').notNull(),
    document: jsonb('document').$type<Omit<TDebitNote, 'debitNoteId'>>().notNull(),
    issuedByStaffId: uuid('issued_by_staff_id').references(() => staffAccounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('debit_notes_one_per_inward').on(t.inwardId),
    uniqueIndex('debit_notes_number_per_workshop').on(t.workshopId, t.number),
    index('debit_notes_register_idx').on(t.workshopId, t.day),
  ],
);

/**
 * The stock ledger: every change of a part's stock at a branch, naming its document. `quantityMilli`
 * is positive (an adjustment's signed); `valueMinor` the value it moved (an outflow's at the average).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    ...ofWorkshop(),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id),
    kind: text('kind', { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    quantityMilli: integer('quantity_milli').notNull(),
    valueMinor: minorColumn('value_minor').notNull(),
    documentKind: text('document_kind', { enum: STOCK_DOCUMENT_KINDS }).notNull(),
    documentId: uuid('document_id').notNull(),
    documentNumber: text('document_number').notNull(),
    jobCardLineId: uuid('job_card_line_id'),
    /**
     * The branch's stock just after this movement, as post() computed it under the stock row lock:
     * a page of the ledger reads its own lines, not every movement before them. Null on movements
     * posted before migration 0046, whose ledger is computed from the movements (stock-views.service.ts).
     */
    onHandAfterMilli: integer('on_hand_after_milli'),
    averageCostAfterFine: numeric('average_cost_after_fine', { precision: 40, scale: 0 }),
    postedAt: createdAt(),
  },
  (t) => [index('stock_movements_part_idx').on(t.partId, t.workshopId, t.id), index('stock_movements_document_idx').on(t.documentId)],
);

export type StockMovementRow = typeof stockMovements.$inferSelect;
