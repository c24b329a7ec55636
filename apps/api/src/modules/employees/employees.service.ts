import { and, asc, count, eq, ilike, isNotNull, lte, or, type SQL } from 'drizzle-orm';
import { employeeBodySchema, employeeCodeKey, reminderHorizon, marketToday, type TEmployee, type TEmployeePage } from '@servicebay/domain';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import { pageWindow, type TPaging } from '../../platform/http/route-kit';
import type { Brand } from '../../platform/tenancy';
import { employees, type EmployeeRow } from './employees.tables';
import { licenceOf, type PeopleDeps } from './people-context';
import { fieldsOf } from './request-fields';

export type EmployeesService = ReturnType<typeof createEmployeesService>;

const ofWorkshop = (scope: StaffScope) => and(eq(employees.brandId, scope.brandId), eq(employees.workshopId, scope.workshopId));

/**
 * The workshop's employees (issue 29 part 1): their particulars read by the market's rules, an
 * employee ID once per brand and a staff account linked to one employee at most, both kept by unique
 * keys (employees.tables.ts) whose losers are answered with the spec's messages (index.ts).
 */
export function createEmployeesService(deps: PeopleDeps) {
  const { db, now } = deps;

  async function employeeOf(scope: StaffScope, employeeId: string): Promise<EmployeeRow> {
    const [row] = await db
      .select()
      .from(employees)
      .where(and(ofWorkshop(scope), eq(employees.id, employeeId)));
    if (!row) throw new AppError('resource/not-found', { field: 'employeeId' });
    return row;
  }

  /** The body as kept; a linked account must work at this workshop (another's is not found). */
  async function columnsOf(brand: Brand, scope: StaffScope, body: unknown) {
    const fields = fieldsOf(employeeBodySchema(brand.settings.countryCode), body);
    if (fields.staffId && !(await deps.staffDirectory.allWorkAt(scope.brandId, scope.workshopId, [fields.staffId])))
      throw new AppError('resource/not-found', { field: 'staffId' });
    return { ...fields, employeeKey: employeeCodeKey(fields.employeeCode) };
  }

  async function views(brand: Brand, scope: StaffScope, rows: EmployeeRow[]): Promise<TEmployee[]> {
    const names = await deps.staffDirectory.names(
      scope.brandId,
      rows.flatMap((row) => (row.staffId ? [row.staffId] : [])),
    );
    return rows.map((row) => ({
      employeeId: row.id,
      name: row.name,
      employeeCode: row.employeeCode,
      employeeType: row.employeeType,
      mobileNumber: row.mobileNumber,
      email: row.email,
      designation: row.designation,
      expertise: row.expertise,
      licenceNumber: row.licenceNumber,
      licenceExpiry: row.licenceExpiry,
      licence: licenceOf(brand, row.licenceExpiry, now()),
      nationalId: row.nationalId,
      staffId: row.staffId,
      staffName: row.staffId ? (names.get(row.staffId) ?? null) : null,
    }));
  }

  const get = async (brand: Brand, scope: StaffScope, employeeId: string): Promise<TEmployee> =>
    (await views(brand, scope, [await employeeOf(scope, employeeId)]))[0]!;

  return {
    get,

    async create(brand: Brand, scope: StaffScope, body: unknown): Promise<TEmployee> {
      const columns = await columnsOf(brand, scope, body);
      const [row] = await db
        .insert(employees)
        .values({ brandId: scope.brandId, workshopId: scope.workshopId, ...columns })
        .returning();
      return (await views(brand, scope, [row!]))[0]!;
    },

    async update(brand: Brand, scope: StaffScope, employeeId: string, body: unknown): Promise<TEmployee> {
      const before = await employeeOf(scope, employeeId);
      const columns = await columnsOf(brand, scope, body);
      // A renewed licence is reminded of again when its new expiry comes near.
      const reminded = columns.licenceExpiry === before.licenceExpiry ? {} : { licenceRemindedFor: null };
      await db
        .update(employees)
        .set({ ...columns, ...reminded })
        .where(eq(employees.id, employeeId));
      return get(brand, scope, employeeId);
    },

    async remove(scope: StaffScope, employeeId: string): Promise<void> {
      await employeeOf(scope, employeeId);
      await db.delete(employees).where(eq(employees.id, employeeId));
    },

    /** A page by name, searched by name, employee ID, mobile or designation; with every licence expired or expiring within 30 days. */
    async list(brand: Brand, scope: StaffScope, query: { q?: string } & TPaging): Promise<TEmployeePage> {
      const search = query.q ? `%${query.q.replace(/[%_\\]/g, '\\$&')}%` : null;
      const matches: SQL | undefined = search
        ? or(ilike(employees.name, search), ilike(employees.employeeCode, search), ilike(employees.mobileNumber, search), ilike(employees.designation, search))
        : undefined;
      const where = and(ofWorkshop(scope), matches);
      const horizon = reminderHorizon(marketToday(brand.settings.countryCode, now()));
      const [rows, [total], expiring] = await Promise.all([
        db
          .select()
          .from(employees)
          .where(where)
          .orderBy(asc(employees.name), asc(employees.id))
          .limit(pageWindow(query).limit)
          .offset(pageWindow(query).offset),
        db.select({ total: count() }).from(employees).where(where),
        db
          .select()
          .from(employees)
          .where(and(ofWorkshop(scope), isNotNull(employees.licenceExpiry), lte(employees.licenceExpiry, horizon)))
          .orderBy(asc(employees.licenceExpiry)),
      ]);
      const items = await views(brand, scope, rows);
      return {
        items,
        total: total?.total ?? 0,
        expiringLicences: expiring.map((row) => ({
          employeeId: row.id,
          name: row.name,
          employeeCode: row.employeeCode,
          licenceNumber: row.licenceNumber,
          licenceExpiry: row.licenceExpiry,
          licence: licenceOf(brand, row.licenceExpiry, now()),
        })),
      };
    },
  };
}
