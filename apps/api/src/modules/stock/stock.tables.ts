import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INWARD_STATUSES, ORDER_LINE_STATUSES, PART_UNITS, type TCurrency, type TTaxMarket } from '@servicebay/domain';
import { createdAt, id, updatedAt } from '../../db/columns';
import { jobCardLines } from '../billing/billing.tables';
import { brands } from '../brands/brands.tables';
import { jobCards } from '../job-cards/job-cards.tables';
import { staffAccounts } from '../staff/staff.tables';
import { workshops } from '../workshops/workshops.tables';

/**
 * Parts stock (issue 28, decision 0052). Quantities in thousandths, amounts in minor units of the
 * brand's currency. The ledger (`stock_movements`) is the truth; `part_stocks` caches what it sums
 * to, under whose row lock every movement of a part at a branch is posted.
 */
const brandId = () =>
  uuid('brand_id')
    .notNull()
    .references(() => brands.id);
const workshopId = (name = 'workshop_id') =>
  uuid(name)
    .notNull()
    .references(() => workshops.id);
const minorColumn = (name: string) => bigint(name, { mode: 'number' });

/** The brand's parts master: one part number (compared compacted, `partKey`) and one barcode per brand. */
export const parts = pgTable(
  'parts',
  {
    id: id(),
    brandId: brandId(),
    partNumber: text('part_number').notNull(),
    partKey: text('part_key').notNull(),
    name: text('name').notNull(),
    partType: text('part_type'),
    makerBrand: text('maker_brand'),
    hsn: text('hsn'),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    unit: text('unit', { enum: PART_UNITS }).notNull(),
    mrpMinor: minorColumn('mrp_minor'),
    purchasePriceMinor: minorColumn('purchase_price_minor').notNull(),
    sellingPriceMinor: minorColumn('selling_price_minor').notNull(),
    barcode: text('barcode'),
    vehicleFit: text('vehicle_fit'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('parts_number_per_brand').on(t.brandId, t.partKey),
    uniqueIndex('parts_barcode_per_brand').on(t.brandId, t.barcode),
    index('parts_name_idx').on(t.brandId, t.name),
    // The search finds a number or a name by any part of it (parts.service.ts `list`): through pg_trgm's
    // trigrams with the brand beside them (btree_gin, as the job board's search), so a search reads the
    // matching parts only, not the brand's whole master (bench/stock: 200,000 parts).
    index('parts_by_key_part').using('gin', t.brandId, t.partKey.op('gin_trgm_ops')),
    index('parts_by_name_part').using('gin', t.brandId, t.name.op('gin_trgm_ops')),
    index('parts_by_fit_part').using('gin', t.brandId, t.vehicleFit.op('gin_trgm_ops')),
  ],
);

/**
 * A part at one branch (a workshop of the brand): what its ledger sums to, the moving average cost
 * kept as the domain keeps it (billionths of a minor unit: decision 0052 asks for numeric), the
 * branch's reorder level (thousandths) and bin. Locked for every movement of the part there.
 */
export const partStocks = pgTable(
  'part_stocks',
  {
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id),
    workshopId: workshopId(),
    brandId: brandId(),
    onHandMilli: minorColumn('on_hand_milli').notNull().default(0),
    averageCostFine: numeric('average_cost_fine', { precision: 40, scale: 0 }).notNull().default('0'),
    reorderLevelMilli: minorColumn('reorder_level_milli').notNull().default(0),
    bin: text('bin'),
  },
  (t) => [
    primaryKey({ columns: [t.partId, t.workshopId] }),
    index('part_stocks_workshop_idx').on(t.workshopId),
    check('part_stocks_on_hand', sql`${t.onHandMilli} >= 0`),
  ],
);

export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    brandId: brandId(),
    workshopId: workshopId(),
    name: text('name').notNull(),
    taxRegistrationNumber: text('tax_registration_number'),
    contactName: text('contact_name'),
    mobileNumber: text('mobile_number'),
    email: text('email'),
    address: text('address'),
    paymentTermsDays: integer('payment_terms_days').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('vendors_workshop_idx').on(t.workshopId, t.name)],
);

const ofWorkshop = () => ({ brandId: brandId(), workshopId: workshopId() });

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    ...ofWorkshop(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    number: text('number').notNull(),
    expectedOn: text('expected_on'),
    remarks: text('remarks'),
    createdByStaffId: uuid('created_by_staff_id').references(() => staffAccounts.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('purchase_orders_number_per_workshop').on(t.workshopId, t.number)],
);

/** An order line: PENDING, COMPLETED, rejected or cancelled (domain ORDER_LINE_MOVES); `receivedMilli` adds up its inwards. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: id(),
    ...ofWorkshop(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    position: integer('position').notNull(),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id),
    quantityMilli: integer('quantity_milli').notNull(),
    receivedMilli: integer('received_milli').notNull().default(0),
    unitPriceMinor: minorColumn('unit_price_minor'),
    /** The job card line it is ordered for ('Spares Pending' there until it comes). */
    jobCardLineId: uuid('job_card_line_id').references(() => jobCardLines.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_LINE_STATUSES }).notNull().default('pending'),
  },
  (t) => [
    index('purchase_order_lines_order_idx').on(t.orderId, t.position),
    index('purchase_order_lines_job_line_idx').on(t.jobCardLineId),
    check('purchase_order_lines_quantities', sql`${t.quantityMilli} > 0 and ${t.receivedMilli} between 0 and ${t.quantityMilli}`),
  ],
);

/**
 * An inward (goods receipt). A vendor's bill or challan number is unique per vendor (compared
 * compacted: domain vendorDocumentKey), cancelled inwards aside; the supply it was taxed under is
 * kept, so its debit note reverses the same tax.
 */
export const inwards = pgTable(
  'inwards',
  {
    id: id(),
    ...ofWorkshop(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    number: text('number').notNull(),
    inwardDate: text('inward_date').notNull(),
    billNumber: text('bill_number'),
    billKey: text('bill_key'),
    challanNumber: text('challan_number'),
    challanKey: text('challan_key'),
    billDate: text('bill_date'),
    amountMinor: minorColumn('amount_minor').notNull(),
    barcode: text('barcode'),
    status: text('status', { enum: INWARD_STATUSES }).notNull().default('pending'),
    currency: text('currency').$type<TCurrency>().notNull(),
    market: text('market').$type<TTaxMarket>().notNull(),
    isIntraState: boolean('is_intra_state').notNull().default(true),
    createdByStaffId: uuid('created_by_staff_id').references(() => staffAccounts.id),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('inwards_number_per_workshop').on(t.workshopId, t.number),
    uniqueIndex('inwards_bill_per_vendor')
      .on(t.vendorId, t.billKey)
      .where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('inwards_challan_per_vendor')
      .on(t.vendorId, t.challanKey)
      .where(sql`${t.status} <> 'cancelled'`),
    index('inwards_vendor_idx').on(t.vendorId, t.inwardDate),
  ],
);

export const inwardLines = pgTable(
  'inward_lines',
  {
    id: id(),
    ...ofWorkshop(),
    inwardId: uuid('inward_id')
      .notNull()
      .references(() => inwards.id),
    position: integer('position').notNull(),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id),
    orderLineId: uuid('order_line_id').references(() => purchaseOrderLines.id),
    quantityMilli: integer('quantity_milli').notNull(),
    returnedMilli: integer('returned_milli').notNull().default(0),
    unitPriceMinor: minorColumn('unit_price_minor').notNull(),
    discountMinor: minorColumn('discount_minor').notNull().default(0),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
  },
  (t) => [
    index('inward_lines_inward_idx').on(t.inwardId, t.position),
    check('inward_lines_quantities', sql`${t.quantityMilli} > 0 and ${t.returnedMilli} between 0 and ${t.quantityMilli}`),
  ],
);

/**
 * What is issued to a job card's line, net of returns, and the value it took out (a return brings
 * its share back). A row exists while something is issued: the line cannot be removed under it.
 */
export const jobLineIssues = pgTable(
  'job_line_issues',
  {
    jobCardLineId: uuid('job_card_line_id')
      .primaryKey()
      .references(() => jobCardLines.id),
    ...ofWorkshop(),
    jobCardId: uuid('job_card_id')
      .notNull()
      .references(() => jobCards.id),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id),
    issuedMilli: integer('issued_milli').notNull(),
    valueMinor: minorColumn('value_minor').notNull(),
  },
  (t) => [index('job_line_issues_card_idx').on(t.jobCardId), check('job_line_issues_positive', sql`${t.issuedMilli} > 0 and ${t.valueMinor} >= 0`)],
);

export * from './stock-moves.tables';

export type PartRow = typeof parts.$inferSelect;
export type PartStockRow = typeof partStocks.$inferSelect;
export type VendorRow = typeof vendors.$inferSelect;
export type InwardRow = typeof inwards.$inferSelect;
export type InwardLineRow = typeof inwardLines.$inferSelect;
