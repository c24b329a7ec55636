import {
  calendarDateIn,
  creditAmountSchema,
  majorOf,
  minorOf,
  MARKET_TIME_ZONES,
  TAX_COUNTRY_OF,
  workshopCustomerDatesSchema,
  workshopCustomerMobilesSchema,
  workshopCustomerTypeSchema,
  ZCreditDays,
  type TCurrency,
  type TCustomerSearchQuery,
  type TWorkshopCustomer,
  type TWorkshopCustomerBody,
  type TWorkshopVehicleBody,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { CustomerRecords } from '../identity';
import type { VehiclesService } from '../garage';
import type { CustomersRepository, NewWorkshopCustomer } from './customers.repository';
import type { WorkshopCustomerRow } from './customers.tables';

type Deps = {
  db: Db;
  repository: CustomersRepository;
  people: Pick<CustomerRecords, 'byPhoneForWorkshop'>;
  vehicles: Pick<VehiclesService, 'list' | 'ownersOfPlate' | 'addForWorkshop'>;
};

export type WorkshopCustomersService = ReturnType<typeof createWorkshopCustomersService>;

/**
 * A workshop's customers (workshop spec section 3; issue 11 part 3): added at the door or when a
 * booking is accepted, searched by name, mobile number or plate, kept up to date by the advisor.
 * Every field follows the brand's country: its mobile numbers, tax numbers (a GST number must match
 * the state code) and currency; the anniversary is later than the birth date.
 */
export function createWorkshopCustomersService({ db, repository, people, vehicles }: Deps) {
  /** The body checked by the country's rules, as columns; throws the rule's issue (400) otherwise. */
  function columnsOf(brand: Brand, body: TWorkshopCustomerBody) {
    const { countryCode, currency } = brand.settings;
    const mobiles = workshopCustomerMobilesSchema(countryCode).parse({
      mobileNumber: body.mobileNumber,
      alternativeMobileNumber: body.alternativeMobileNumber ?? null,
    });
    const dates = workshopCustomerDatesSchema(() => calendarDateIn(MARKET_TIME_ZONES[countryCode] ?? 'UTC')).parse({
      dateOfBirth: body.dateOfBirth ?? null,
      anniversaryDate: body.anniversaryDate ?? null,
    });
    const kind = workshopCustomerTypeSchema(TAX_COUNTRY_OF[countryCode]).parse({
      customerType: body.customerType ?? 'individual',
      fleetName: body.fleetName ?? undefined,
      companyName: body.companyName ?? undefined,
      groupTaxNumber: body.groupTaxNumber ?? null,
      gstStateCode: body.gstStateCode ?? null,
    });
    const money = (value: number | string | null | undefined) =>
      value === null || value === undefined || value === '' ? null : minorOf(creditAmountSchema(currency as TCurrency).parse(value), currency as TCurrency);
    return {
      e164: `${countryCode}${mobiles.mobileNumber}`,
      columns: {
        name: body.name,
        mobileNumber: `${countryCode}${mobiles.mobileNumber}`,
        alternativeMobileNumber: mobiles.alternativeMobileNumber ? `${countryCode}${mobiles.alternativeMobileNumber}` : null,
        email: body.email ?? null,
        gender: body.gender ?? null,
        dateOfBirth: dates.dateOfBirth,
        anniversaryDate: dates.anniversaryDate,
        customerType: kind.customerType,
        fleetName: kind.customerType === 'corporate' ? kind.fleetName : null,
        companyName: kind.customerType === 'corporate' ? kind.companyName : null,
        groupTaxNumber: kind.customerType === 'corporate' ? kind.groupTaxNumber : null,
        gstStateCode: kind.customerType === 'corporate' ? kind.gstStateCode : null,
        address: body.address ?? {},
        creditLimitMinor: money(body.creditLimit),
        creditDays: body.creditDays === null || body.creditDays === undefined || body.creditDays === '' ? null : ZCreditDays.parse(body.creditDays),
        usedCreditMinor: money(body.usedCredit) ?? 0,
      } satisfies Omit<NewWorkshopCustomer, 'brandId' | 'workshopId' | 'userId'>,
    };
  }

  async function view(brand: Brand, row: WorkshopCustomerRow): Promise<TWorkshopCustomer> {
    const currency = brand.settings.currency as TCurrency;
    const owned = await vehicles.list({ brandId: row.brandId, userId: row.userId }).catch(() => []);
    return {
      customerId: row.userId,
      name: row.name,
      mobileNumber: row.mobileNumber,
      alternativeMobileNumber: row.alternativeMobileNumber,
      email: row.email,
      gender: row.gender,
      dateOfBirth: row.dateOfBirth,
      anniversaryDate: row.anniversaryDate,
      customerSince: row.createdAt.toISOString(),
      customerType: row.customerType,
      fleetName: row.fleetName,
      companyName: row.companyName,
      groupTaxNumber: row.groupTaxNumber,
      gstStateCode: row.gstStateCode,
      address: row.address,
      creditLimit: row.creditLimitMinor === null ? null : majorOf(row.creditLimitMinor, currency),
      creditDays: row.creditDays,
      usedCredit: majorOf(row.usedCreditMinor, currency),
      currency,
      vehicles: owned.map((vehicle) => ({
        vehicleId: vehicle.did,
        registrationNumber: vehicle.registrationNumber,
        label: [vehicle.make, vehicle.model, vehicle.variant].filter(Boolean).join(' '),
        year: vehicle.year,
        fuelType: vehicle.fuelType,
        vinNumber: vehicle.vinNumber,
        odometer: vehicle.odometer,
        nextServiceDate: vehicle.nextServiceDate,
      })),
    };
  }

  return {
    view,

    /**
     * POST …/customers: someone at the door. The brand's person with that number if there is one
     * (the customer app's user), else a new one; added to this workshop's customers, or answered as
     * they already are there.
     */
    async add(brand: Brand, scope: StaffScope, body: TWorkshopCustomerBody): Promise<TWorkshopCustomer> {
      const { e164, columns } = columnsOf(brand, body);
      const row = await db.transaction(async (tx) => {
        const person = await people.byPhoneForWorkshop(
          { id: brand.id, vehicleOnboarding: brand.settings.featureSetting.vehicleOnboardSetting },
          e164,
          body.name,
          tx,
        );
        return (await repository.upsert({ brandId: brand.id, workshopId: scope.workshopId, userId: person.id, ...columns }, tx)).row;
      });
      return view(brand, row);
    },

    /** A booking accepted makes its customer one of the workshop's (the booking's name and number). */
    async adopt(brandId: string, workshopId: string, userId: string, name: string, mobileNumber: string | null, tx: Db): Promise<void> {
      await repository.upsert({ brandId, workshopId, userId, name, mobileNumber }, tx);
    },

    async get(brand: Brand, scope: StaffScope, customerId: string): Promise<TWorkshopCustomer> {
      const row = await repository.byId(scope, customerId);
      if (!row) throw new AppError('resource/not-found');
      return view(brand, row);
    },

    /** PATCH …/customers/{id}: the whole record as the form sends it, checked again; the number stays the person's. */
    async change(brand: Brand, scope: StaffScope, customerId: string, body: TWorkshopCustomerBody): Promise<TWorkshopCustomer> {
      const current = await repository.byId(scope, customerId);
      if (!current) throw new AppError('resource/not-found');
      // Used credit is the ledger's once the customer has one (sales on credit add to it, their payments take from it): a form
      // sent back with the figure it read must not undo a sale made meanwhile. It is entered once, with a new customer.
      const { usedCreditMinor: _entered, ...columns } = columnsOf(brand, body).columns;
      if (columns.mobileNumber !== current.mobileNumber) throw new AppError('account/field-locked', { field: 'mobileNumber' });
      return view(brand, (await repository.update(scope, customerId, columns))!);
    },

    /** POST …/customers/{id}/vehicles: a vehicle the workshop records for its customer; answers the customer with it. */
    async addVehicle(brand: Brand, scope: StaffScope, customerId: string, body: TWorkshopVehicleBody): Promise<TWorkshopCustomer> {
      const row = await repository.byId(scope, customerId);
      if (!row) throw new AppError('resource/not-found');
      await vehicles.addForWorkshop(brand, { brandId: brand.id, userId: customerId }, body);
      return view(brand, row);
    },

    /** The name and number a job card copies in, for one of the workshop's customers; null for anyone else. */
    async contactOf(scope: { brandId: string; workshopId: string }, customerId: string) {
      const row = await repository.byId(scope, customerId);
      return row ? { name: row.name, mobileNumber: row.mobileNumber } : null;
    },

    /** GET …/customers?q=: by name, mobile number or plate. */
    async search(brand: Brand, scope: StaffScope, query: TCustomerSearchQuery) {
      const q = query.q?.trim() ?? '';
      const digits = q.replace(/[\s+-]/g, '');
      const countryDigits = brand.settings.countryCode.slice(1);
      const mobile = /^\d{6,15}$/.test(digits)
        ? digits.startsWith(countryDigits) && digits.length > 10
          ? `+${digits}`
          : `${brand.settings.countryCode}${digits.replace(/^0/, '')}`
        : undefined;
      const userIds = q.length >= 2 ? await vehicles.ownersOfPlate(brand.id, q) : [];
      const { rows, total } = await repository.search(scope, {
        name: q || undefined,
        mobile,
        userIds,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: await Promise.all(rows.map((row) => view(brand, row))), total };
    },
  };
}
