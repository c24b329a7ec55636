import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { issueEnglish, majorOf, TAX_COUNTRY_OF, vendorBodySchema, type TCurrency, type TVendor, type TVendorStatement } from '@servicebay/domain';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { StockDeps } from './stock-context';
import { debitNotes, inwards, purchaseOrders, vendors, type VendorRow } from './stock.tables';

export type VendorsService = ReturnType<typeof createVendorsService>;

/**
 * The workshop's vendors (issue 28 part 2): their particulars read by the market's rules (the tax
 * registration's format, the mobile number's), and what the workshop owes each: its completed
 * inwards (the bills' amounts) less its debit notes, listed as a statement.
 */
export function createVendorsService(deps: StockDeps) {
  const { db } = deps;

  function fieldsOf(brand: Brand, body: unknown) {
    const countryCode = brand.settings.countryCode;
    const parsed = vendorBodySchema(TAX_COUNTRY_OF[countryCode], countryCode).safeParse(body);
    const issue = parsed.error?.issues[0];
    if (issue) throw new AppError('request/invalid', { field: issue.path.join('.'), message: issueEnglish(issue) });
    return parsed.data!;
  }

  async function vendorOf(scope: StaffScope, vendorId: string): Promise<VendorRow> {
    const [vendor] = await db
      .select()
      .from(vendors)
      .where(and(eq(vendors.brandId, scope.brandId), eq(vendors.workshopId, scope.workshopId), eq(vendors.id, vendorId)));
    if (!vendor) throw new AppError('resource/not-found', { field: 'vendorId' });
    return vendor;
  }

  /** Each vendor's payable in minor units: completed inwards less debit notes. */
  async function payables(vendorIds: string[]): Promise<Map<string, number>> {
    if (vendorIds.length === 0) return new Map();
    const [billed, debited] = await Promise.all([
      db
        .select({ vendorId: inwards.vendorId, total: sql<string>`sum(${inwards.amountMinor})` })
        .from(inwards)
        .where(and(inArray(inwards.vendorId, vendorIds), eq(inwards.status, 'completed')))
        .groupBy(inwards.vendorId),
      db
        .select({ vendorId: debitNotes.vendorId, total: sql<string>`sum(${debitNotes.totalMinor})` })
        .from(debitNotes)
        .where(inArray(debitNotes.vendorId, vendorIds))
        .groupBy(debitNotes.vendorId),
    ]);
    const owed = new Map(vendorIds.map((id) => [id, 0]));
    for (const row of billed) owed.set(row.vendorId, owed.get(row.vendorId)! + Number(row.total));
    for (const row of debited) owed.set(row.vendorId, owed.get(row.vendorId)! - Number(row.total));
    return owed;
  }

  const view = (vendor: VendorRow, payable: number, currency: TCurrency): TVendor => ({
    vendorId: vendor.id,
    name: vendor.name,
    taxRegistrationNumber: vendor.taxRegistrationNumber,
    contactName: vendor.contactName,
    mobileNumber: vendor.mobileNumber,
    email: vendor.email,
    address: vendor.address,
    paymentTermsDays: vendor.paymentTermsDays,
    payable: majorOf(payable, currency),
    currency,
  });

  async function get(brand: Brand, scope: StaffScope, vendorId: string): Promise<TVendor> {
    const vendor = await vendorOf(scope, vendorId);
    const owed = await payables([vendor.id]);
    return view(vendor, owed.get(vendor.id) ?? 0, (await deps.placeOf(brand, scope.workshopId)).currency);
  }

  return {
    vendorOf,
    get,

    async create(brand: Brand, scope: StaffScope, body: unknown): Promise<TVendor> {
      const fields = fieldsOf(brand, body);
      const [row] = await db
        .insert(vendors)
        .values({ brandId: scope.brandId, workshopId: scope.workshopId, ...fields })
        .returning();
      return get(brand, scope, row!.id);
    },

    async update(brand: Brand, scope: StaffScope, vendorId: string, body: unknown): Promise<TVendor> {
      await vendorOf(scope, vendorId);
      await db.update(vendors).set(fieldsOf(brand, body)).where(eq(vendors.id, vendorId));
      return get(brand, scope, vendorId);
    },

    /** DELETE …/vendors/{id}: only a vendor no order or inward names; one with documents stays for them. */
    async remove(scope: StaffScope, vendorId: string): Promise<void> {
      await vendorOf(scope, vendorId);
      const [ordered] = await db.select({ id: purchaseOrders.id }).from(purchaseOrders).where(eq(purchaseOrders.vendorId, vendorId)).limit(1);
      const [inwarded] = await db.select({ id: inwards.id }).from(inwards).where(eq(inwards.vendorId, vendorId)).limit(1);
      if (ordered || inwarded) throw new AppError('stock/step-not-allowed');
      await db.delete(vendors).where(eq(vendors.id, vendorId));
    },

    async list(brand: Brand, scope: StaffScope): Promise<TVendor[]> {
      const rows = await db
        .select()
        .from(vendors)
        .where(and(eq(vendors.brandId, scope.brandId), eq(vendors.workshopId, scope.workshopId)))
        .orderBy(asc(vendors.name), asc(vendors.id));
      const [owed, { currency }] = await Promise.all([payables(rows.map((row) => row.id)), deps.placeOf(brand, scope.workshopId)]);
      return rows.map((row) => view(row, owed.get(row.id) ?? 0, currency));
    },

    /** GET …/vendors/{id}/statement: completed inwards and debit notes by day, with the running balance. */
    async statement(brand: Brand, scope: StaffScope, vendorId: string): Promise<TVendorStatement> {
      const vendor = await get(brand, scope, vendorId);
      const currency = vendor.currency as TCurrency;
      const [bills, notes] = await Promise.all([
        db
          .select()
          .from(inwards)
          .where(and(eq(inwards.vendorId, vendorId), eq(inwards.status, 'completed'))),
        db.select().from(debitNotes).where(eq(debitNotes.vendorId, vendorId)),
      ]);
      const entries = [
        ...bills.map((bill) => ({
          day: bill.inwardDate,
          kind: 'inward' as const,
          documentId: bill.id,
          number: bill.number,
          billNumber: bill.billNumber ?? bill.challanNumber,
          minor: bill.amountMinor,
        })),
        ...notes.map((note) => ({
          day: note.day,
          kind: 'debitNote' as const,
          documentId: note.id,
          number: note.number,
          billNumber: null,
          minor: -note.totalMinor,
        })),
      ].sort((a, b) => a.day.localeCompare(b.day) || a.number.localeCompare(b.number));
      let balance = 0;
      return {
        vendor,
        entries: entries.map(({ minor, ...entry }) => {
          balance += minor;
          return { ...entry, amount: majorOf(minor, currency), balance: majorOf(balance, currency) };
        }),
      };
    },
  };
}
