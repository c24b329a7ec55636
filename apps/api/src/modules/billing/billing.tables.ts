import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  APPROVAL_CHANNELS,
  ESTIMATE_LINE_KINDS,
  INVOICE_KINDS,
  CARD_PAYMENT_MODES,
  type TCreditNote,
  type TInvoice,
  type TEstimate,
  type TEstimateLine,
  INSURANCE_TARIFFS,
  LABOUR_KINDS,
  LINE_APPROVALS,
  LINE_SOURCES,
  MATERIAL_TYPES,
  TAX_TREATMENTS,
} from '@servicebay/domain';
import { createdAt, id, updatedAt } from '../../db/columns';
import { bookings } from '../bookings/bookings.tables';
import { brands } from '../brands/brands.tables';
import { jobCards } from '../job-cards/job-cards.tables';
import { staffAccounts } from '../staff/staff.tables';
import { workshops } from '../workshops/workshops.tables';

/**
 * Whose a billing row is: the brand's and the workshop's (every query filters by them), and the job
 * card's. Lines and estimate versions go with their card; issued documents and payments never do.
 */
const ofJobCard = ({ removedWithIt }: { removedWithIt: boolean }) => ({
  brandId: uuid('brand_id')
    .notNull()
    .references(() => brands.id),
  workshopId: uuid('workshop_id')
    .notNull()
    .references(() => workshops.id),
  jobCardId: uuid('job_card_id')
    .notNull()
    .references(() => jobCards.id, removedWithIt ? { onDelete: 'cascade' } : {}),
});

/**
 * A part or labour line of a job card (workshop spec section 3, "Part or labour line"): what the
 * desk entered, in minor units of the workshop's currency and basis points; the amounts it comes to
 * are computed by the domain (billing/estimate.ts), never stored twice. `partKey` names the part
 * (its number, else its name) so the database refuses the same part twice on one card.
 */
export const jobCardLines = pgTable(
  'job_card_lines',
  {
    id: id(),
    ...ofJobCard({ removedWithIt: true }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ESTIMATE_LINE_KINDS }).notNull(),
    name: text('name').notNull(),
    partNo: text('part_no'),
    partKey: text('part_key'),
    partType: text('part_type'),
    labourKind: text('labour_kind', { enum: LABOUR_KINDS }),
    hsnSac: text('hsn_sac'),
    quantityMilli: integer('quantity_milli').notNull(),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    mrpMinor: bigint('mrp_minor', { mode: 'number' }),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
    discountBasisPoints: integer('discount_basis_points'),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    taxTreatment: text('tax_treatment', { enum: TAX_TREATMENTS }).notNull().default('taxed'),
    materialType: text('material_type', { enum: MATERIAL_TYPES }),
    insuranceTariff: text('insurance_tariff', { enum: INSURANCE_TARIFFS }).notNull().default('normal'),
    depreciationBasisPoints: integer('depreciation_basis_points'),
    salvageMinor: bigint('salvage_minor', { mode: 'number' }),
    insurancePayableMinor: bigint('insurance_payable_minor', { mode: 'number' }).notNull().default(0),
    insurancePayableBasisPoints: integer('insurance_payable_basis_points'),
    approval: text('approval', { enum: LINE_APPROVALS }).notNull().default('pending'),
    source: text('source', { enum: LINE_SOURCES }).notNull(),
    serviceId: text('service_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('job_card_lines_card_idx').on(t.jobCardId, t.position),
    // Workshop spec section 5: a part already on the job card is not added again.
    uniqueIndex('job_card_lines_one_per_part').on(t.jobCardId, t.partKey),
    // The parts a workshop has used, for the line search.
    index('job_card_lines_parts_used_idx')
      .on(t.workshopId, t.partKey)
      .where(sql`${t.kind} = 'part'`),
    check('job_card_lines_quantity', sql`${t.quantityMilli} > 0`),
    check('job_card_lines_price', sql`${t.unitPriceMinor} > 0`),
    check('job_card_lines_amounts', sql`${t.discountMinor} >= 0 and ${t.insurancePayableMinor} >= 0 and coalesce(${t.salvageMinor}, 0) >= 0`),
    check('job_card_lines_rates', sql`${t.taxRateBasisPoints} between 0 and 10000`),
  ],
);

/**
 * A job card's estimate as a whole: made when the card's lines are first read or changed, with the
 * services and add-ons of the booking the card came from as its first lines (estimate.service.ts).
 */
export const jobCardEstimates = pgTable('job_card_estimates', {
  jobCardId: uuid('job_card_id')
    .primaryKey()
    .references(() => jobCards.id, { onDelete: 'cascade' }),
  brandId: uuid('brand_id')
    .notNull()
    .references(() => brands.id),
  workshopId: uuid('workshop_id')
    .notNull()
    .references(() => workshops.id),
  /** Counts the changes of the lines: a version sent at another revision no longer speaks for them. */
  revision: integer('revision').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An estimate as sent to the customer (issue 27 part 2): its lines and totals frozen as they were,
 * numbered per card, never changed but by its one answer: who gave it, when, how and from where.
 */
export const estimateVersions = pgTable(
  'estimate_versions',
  {
    id: id(),
    ...ofJobCard({ removedWithIt: true }),
    version: integer('version').notNull(),
    /** The estimate's revision it was sent at. */
    revision: integer('revision').notNull(),
    lines: jsonb('lines').$type<TEstimateLine[]>().notNull(),
    totals: jsonb('totals').$type<TEstimate['totals']>().notNull(),
    currency: text('currency').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    sentByStaffId: uuid('sent_by_staff_id').references(() => staffAccounts.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredVia: text('answered_via', { enum: APPROVAL_CHANNELS }),
    /** The desk's member who took an answer at the counter or by phone; null when the customer gave it. */
    answeredByStaffId: uuid('answered_by_staff_id').references(() => staffAccounts.id),
    /** The network address the customer answered from (app or link). */
    answeredFrom: text('answered_from'),
    answerNote: text('answer_note'),
    /** Each line's answer, by its id. */
    answers: jsonb('answers').$type<Record<string, 'approved' | 'declined'>>(),
    /** The share of the approved work asked in advance with the answer; 0 when none. */
    advancePercent: integer('advance_percent').notNull().default(0),
  },
  (t) => [
    uniqueIndex('estimate_versions_per_card').on(t.jobCardId, t.version),
    check('estimate_versions_advance_percent', sql`${t.advancePercent} between 0 and 100`),
  ],
);

/**
 * A customer's answer waiting for its advance (issue 27 part 2): kept with the gateway's order that
 * collects the advance, and recorded as the version's answer in the transaction that marks the order
 * paid; an order taken again for the same amount takes the latest choices.
 */
export const estimateAdvanceOrders = pgTable(
  'estimate_advance_orders',
  {
    id: id(),
    ...ofJobCard({ removedWithIt: true }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => estimateVersions.id, { onDelete: 'cascade' }),
    gatewayOrderId: text('gateway_order_id').notNull(),
    answers: jsonb('answers').$type<Record<string, 'approved' | 'declined'>>().notNull(),
    answeredFrom: text('answered_from'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('estimate_advance_orders_order').on(t.gatewayOrderId)],
);

/** Each workshop's last number per kind of document and financial year, advanced under its row's lock in the document's transaction: no gap, no repeat. */
export const documentSeries = pgTable(
  'document_series',
  {
    workshopId: uuid('workshop_id')
      .notNull()
      .references(() => workshops.id),
    kind: text('kind').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNo: integer('last_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workshopId, t.kind, t.financialYear] })],
);

/**
 * A proforma or tax invoice of a job card (issue 27 part 3): the whole document as issued (its
 * parties, lines and totals), never changed afterwards. One tax invoice per card; numbers unique
 * in the workshop ('Duplicate invoice').
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    ...ofJobCard({ removedWithIt: false }),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    /** Its place in the auto series; null for a number typed by hand. */
    serial: integer('serial'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The invoice's date in the workshop's time zone (the document's own), which the register reads by. */
    day: text('day').notNull(),
    grandTotalMinor: bigint('grand_total_minor', { mode: 'number' }).notNull(),
    /** The booking the card came from (its advance counts as paid), and the plate at issue: the register's paid and its search. */
    bookingId: uuid('booking_id').references(() => bookings.id),
    vehicleNumber: text('vehicle_number'),
    document: jsonb('document').$type<Omit<TInvoice, 'invoiceId' | 'issuedBy'>>().notNull(),
    issuedByStaffId: uuid('issued_by_staff_id').references(() => staffAccounts.id),
  },
  (t) => [
    uniqueIndex('invoices_number_per_workshop').on(t.workshopId, t.number),
    // Workshop spec section 8: 'invoice already created'.
    uniqueIndex('invoices_one_tax_invoice_per_card')
      .on(t.jobCardId)
      .where(sql`${t.kind} = 'tax'`),
    index('invoices_register_idx').on(t.workshopId, t.kind, t.day),
  ],
);

/**
 * A payment against a job card's tax invoice (workshop spec section 3, 'Payment'): taken at the desk,
 * or paid online by the customer through the gateway (mode 'online', its gateway payment's id kept
 * once: the checkout's return and the webhook may both report it), with its receipt's number from
 * the workshop's series. The booking's advance is the payments module's and is read from there, not
 * copied.
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: id(),
    ...ofJobCard({ removedWithIt: false }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    receiptNo: text('receipt_no').notNull(),
    mode: text('mode', { enum: CARD_PAYMENT_MODES }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    amountTenderedMinor: bigint('amount_tendered_minor', { mode: 'number' }),
    chequeNo: text('cheque_no'),
    bankName: text('bank_name'),
    reference: text('reference'),
    paymentDay: text('payment_day').notNull(),
    receivedByStaffId: uuid('received_by_staff_id').references(() => staffAccounts.id),
    gatewayPaymentId: text('gateway_payment_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('card_payments_receipt_per_workshop').on(t.workshopId, t.receiptNo),
    uniqueIndex('card_payments_gateway_payment').on(t.gatewayPaymentId),
    index('card_payments_card_idx').on(t.jobCardId, t.createdAt),
    check('card_payments_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * A credit note against a tax invoice (workshop spec sections 3 to 5): an amount or whole lines taken
 * back, the tax reversed by the invoice's own rules (domain credit-note.ts); once per invoice.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    ...ofJobCard({ removedWithIt: false }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    day: text('day').notNull(),
    document: jsonb('document').$type<Omit<TCreditNote, 'creditNoteId'>>().notNull(),
    issuedByStaffId: uuid('issued_by_staff_id').references(() => staffAccounts.id),
  },
  (t) => [
    // Workshop spec section 4: a credit or debit note only once per invoice.
    uniqueIndex('credit_notes_one_per_invoice').on(t.invoiceId),
    uniqueIndex('credit_notes_number_per_workshop').on(t.workshopId, t.number),
    index('credit_notes_register_idx').on(t.workshopId, t.day),
  ],
);

/**
 * A balance the vehicle left with on the customer's credit (workshop spec section 3: credit limit,
 * credit duration days, used credit): due `dueOn`, settled by the card's later payments. One per
 * card: a card is delivered once.
 */
export const creditSales = pgTable(
  'credit_sales',
  {
    id: id(),
    ...ofJobCard({ removedWithIt: false }),
    /** The customer (the customer app's person, as the workshop's customers are keyed). */
    userId: uuid('user_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    outstandingMinor: bigint('outstanding_minor', { mode: 'number' }).notNull(),
    saleDay: text('sale_day').notNull(),
    dueOn: text('due_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_sales_one_per_card').on(t.jobCardId),
    index('credit_sales_open_by_customer').on(t.workshopId, t.userId, t.dueOn),
    check('credit_sales_amounts', sql`${t.amountMinor} > 0 and ${t.outstandingMinor} between 0 and ${t.amountMinor}`),
  ],
);

export type JobCardLineRow = typeof jobCardLines.$inferSelect;
export type NewJobCardLine = typeof jobCardLines.$inferInsert;

export type CreditSaleRow = typeof creditSales.$inferSelect;
