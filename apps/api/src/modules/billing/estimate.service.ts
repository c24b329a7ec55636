import {
  calendarDateIn,
  canAccess,
  estimateLineRefusal,
  estimateOf,
  isEstimateOpen,
  isIntraState,
  isLineRefusal,
  MAX_ESTIMATE_LINES,
  menuLineValues,
  catalogueLabourLineValues,
  placeOfSupply,
  ruleEnglish,
  standardRateOn,
  TAX_MARKET_OF_COUNTRY_CODE,
  type Minor,
  type TCurrency,
  type TEstimate,
  type TEstimateLineFields,
  type TEstimateLineValues,
  type TEstimateServiceBody,
  type TEstimateSuggestion,
  type Language,
  type TInvoiceSupply,
  type TJobCardStatus,
  type TLineApproval,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { OwnHook } from '../../platform/hooks';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { JobCardRow } from '../job-cards';
import { columnsOf, type EstimateRepository } from './estimate.repository';
import type { EstimateVersionRow, EstimateVersionsRepository } from './estimate-versions.repository';
import type { NewJobCardLine } from './billing.tables';

type WorkshopScope = { brandId: string; workshopId: string };

export type EstimateDeps = {
  db: Db;
  now: () => Date;
  repository: EstimateRepository;
  /** The job-cards module's card of the workshop, plain or under its row lock. */
  jobCardOf: (scope: WorkshopScope, jobCardId: string, tx: Db) => Promise<JobCardRow | null>;
  lockedJobCardOf: (scope: WorkshopScope, jobCardId: string, tx: Db) => Promise<JobCardRow | null>;
  /** Every desk of the workshop hears of the change live (the job-cards module's event). */
  cardChanged: (tx: Db, card: JobCardRow) => Promise<unknown>;
  /** Where the workshop is for tax: its time zone (the day's rates) and, in India, its state code. */
  workshopPlace: (brand: Brand, workshopId: string, tx?: Db) => Promise<{ timeZone: string; stateCode: string | null }>;
  /** The menu's prices: of a service chosen at the desk, and of the services booked for the card. */
  menu: EstimateMenu;
  versions: EstimateVersionsRepository;
  /** The staff module's names of the brand's people, by id (who sent, who took an answer). */
  staffNames: (brandId: string, staffIds: readonly string[]) => Promise<Map<string, string>>;
  /** Told of a line about to change quantity or go, in the change's transaction (stock refuses one whose issued part is not returned). */
  lineChanging: OwnHook<EstimateLineChanging>;
};

/** A job card line about to get a new quantity, or to go (null). */
export type EstimateLineChanging = { jobCardId: string; lineId: string; quantityMilli: number | null };

/** A service (or add-on) with its price with tax, in minor units of the brand's currency. */
export type PricedService = { serviceId: string; name: string; priceWithTax: number; addOns: { name: string; priceWithTax: number }[] };
export type EstimateMenu = {
  priced: (brand: Brand, card: JobCardRow, body: TEstimateServiceBody) => Promise<PricedService>;
  /** The workshop's labour catalogue's operations priced for the card's vehicle, before tax. */
  labour: (brand: Brand, card: JobCardRow, operationIds: readonly string[]) => Promise<{ name: string; priceBeforeTax: Minor }[]>;
  booked: (brand: Brand, card: JobCardRow) => Promise<PricedService[]>;
  suggestions: (brand: Brand, card: JobCardRow, place: BillingPlace, search: string, language: Language) => Promise<TEstimateSuggestion[]>;
};

/** What a workshop bills in: its market's rules and the brand's currency, on the workshop's today. */
export type BillingPlace = { supply: TInvoiceSupply; currency: TCurrency; placeOfSupply: string | null };

export type EstimateService = ReturnType<typeof createEstimateService>;

const refused = (field: string, message: string) => new AppError('request/invalid', { field, message });

/**
 * A job card's estimate (issue 27, part 1): its part and labour lines and what they come to, by the
 * rules of workshop spec section 5. Lines change, under the card's row lock, until the tax invoice is
 * raised; a line changed after the customer answered it needs their answer again.
 */
export function createEstimateService({
  db,
  now,
  repository,
  jobCardOf,
  lockedJobCardOf,
  cardChanged,
  workshopPlace,
  menu,
  versions,
  staffNames,
  lineChanging,
}: EstimateDeps) {
  async function placeOf(brand: Brand, workshopId: string, tx?: Db): Promise<BillingPlace> {
    const market = TAX_MARKET_OF_COUNTRY_CODE[brand.settings.countryCode] ?? 'IN';
    const { timeZone, stateCode } = await workshopPlace(brand, workshopId, tx);
    const day = calendarDateIn(timeZone, now());
    if (market !== 'IN') return { supply: { market, day }, currency: brand.settings.currency, placeOfSupply: null };
    // The customer's GSTIN and state come with the tax invoice; until then the supply is where the work is done.
    const place = stateCode ? placeOfSupply(stateCode, {}) : null;
    return {
      supply: { market, day, isIntraState: place === null || isIntraState(stateCode!, place) },
      currency: brand.settings.currency,
      placeOfSupply: place,
    };
  }

  async function cardOrNotFound(scope: WorkshopScope, jobCardId: string, tx: Db, locked: boolean): Promise<JobCardRow> {
    const card = await (locked ? lockedJobCardOf : jobCardOf)(scope, jobCardId, tx);
    if (!card) throw new AppError('resource/not-found');
    return card;
  }

  function checked(fields: TEstimateLineFields, place: BillingPlace): TEstimateLineValues {
    const result = estimateLineRefusal(fields, place.currency, place.supply);
    if (isLineRefusal(result)) throw refused(result.field, ruleEnglish(result.rule, result.values));
    return result;
  }

  /** Where `count` new lines go, refused past the card's limit (its totals stay exact: estimate-line.ts). */
  async function nextPosition(jobCardId: string, count: number, tx: Db): Promise<number> {
    if ((await repository.count(jobCardId, tx)) + count > MAX_ESTIMATE_LINES) throw new AppError('billing/too-many-lines');
    return repository.nextPosition(jobCardId, tx);
  }

  const canChange = (scope: StaffScope, status: TJobCardStatus) => canAccess(scope.role, 'estimates', 'change') && isEstimateOpen(status);

  async function view(scope: StaffScope, card: JobCardRow, place: BillingPlace): Promise<TEstimate> {
    const [lines, sent, revision] = await Promise.all([repository.lines(card.id), versions.list(card.id), versions.revisionOf(card.id)]);
    return {
      sending: await sendingOf(card, sent, revision),
      jobCardId: card.id,
      currency: place.currency,
      market: place.supply.market,
      placeOfSupply: place.placeOfSupply,
      isIntraState: place.supply.isIntraState ?? null,
      day: place.supply.day,
      canChange: canChange(scope, card.status),
      ...estimateOf(lines, place.supply, place.currency),
    };
  }

  /**
   * The card's first lines, once, when its estimate is first read or changed: the booking's services
   * and add-ons (priced before the transaction: the menu is not the card's to lock), approved by the
   * booking since the customer chose them at these prices.
   */
  async function openingLines(brand: Brand, card: JobCardRow, place: BillingPlace): Promise<NewJobCardLine[] | null> {
    if (!card.bookingId || (await repository.hasBegun(card.id))) return null;
    const rate = standardRateOn(place.supply.market, place.supply.day);
    const priced = (await menu.booked(brand, card)).flatMap((service) => [
      service,
      ...service.addOns.map((addOn) => ({ ...addOn, serviceId: service.serviceId })),
    ]);
    return priced
      .filter((each) => each.priceWithTax > 0)
      .map((each, index) =>
        newLine(card, menuLineValues(each.name, each.priceWithTax, rate), {
          position: index + 1,
          source: 'booking',
          serviceId: each.serviceId,
          approval: 'approved',
        }),
      );
  }

  /** The estimate begun in `tx` (under the card's lock when changing): its opening lines go in with it. */
  async function begin(card: JobCardRow, opening: NewJobCardLine[] | null, tx: Db): Promise<void> {
    if ((await repository.begin(card, tx)) && opening) await repository.insert(opening, tx);
  }

  /** The versions sent, newest first, with who sent and who took each answer; whether the lines changed since the last. */
  async function sendingOf(card: JobCardRow, sent: EstimateVersionRow[], revision: number): Promise<TEstimate['sending']> {
    const people = sent.flatMap((row) => [row.sentByStaffId, row.answeredByStaffId]).filter((id): id is string => id !== null);
    const names = people.length > 0 ? await staffNames(card.brandId, [...new Set(people)]) : new Map<string, string>();
    const count = (row: EstimateVersionRow, answer: 'approved' | 'declined') => Object.values(row.answers ?? {}).filter((each) => each === answer).length;
    return {
      needsSending: sent[0]?.revision !== revision,
      canAskAdvance: card.bookingId !== null,
      versions: sent.map((row) => ({
        version: row.version,
        sentAt: row.sentAt.toISOString(),
        sentBy: row.sentByStaffId ? (names.get(row.sentByStaffId) ?? null) : null,
        grandTotal: row.totals.grandTotal,
        answeredAt: row.answeredAt?.toISOString() ?? null,
        answeredVia: row.answeredVia,
        answeredBy: row.answeredByStaffId ? (names.get(row.answeredByStaffId) ?? null) : null,
        approvedCount: count(row, 'approved'),
        declinedCount: count(row, 'declined'),
        advancePercent: row.advancePercent,
      })),
    };
  }

  /** One change to the lines, in a transaction holding the card's lock; the estimate as it stands after. */
  async function changeLines(brand: Brand, scope: StaffScope, jobCardId: string, change: (card: JobCardRow, place: BillingPlace, tx: Db) => Promise<void>) {
    const [place, found] = await Promise.all([placeOf(brand, scope.workshopId), cardOrNotFound(scope, jobCardId, db, false)]);
    const opening = await openingLines(brand, found, place);
    const card = await db.transaction(async (tx) => {
      const locked = await cardOrNotFound(scope, jobCardId, tx, true);
      if (!isEstimateOpen(locked.status)) throw new AppError('billing/estimate-closed');
      await begin(locked, opening, tx);
      await change(locked, place, tx);
      await versions.bumpRevision(locked.id, tx);
      await cardChanged(tx, locked);
      return locked;
    });
    // Read after the commit: the names of who sent and answered come from another module's tables.
    return view(scope, card, place);
  }

  /** The lines and totals as they stand in `tx`, for a version to freeze. */
  async function computed(card: JobCardRow, place: BillingPlace, tx: Db) {
    return { currency: place.currency, ...estimateOf(await repository.lines(card.id, tx), place.supply, place.currency) };
  }

  const newLine = (
    card: JobCardRow,
    values: TEstimateLineValues,
    more: Pick<NewJobCardLine, 'position' | 'source' | 'serviceId' | 'approval'>,
  ): NewJobCardLine => ({
    brandId: card.brandId,
    workshopId: card.workshopId,
    jobCardId: card.id,
    ...columnsOf(values),
    ...more,
  });

  return {
    placeOf,
    computed,
    openingLines,
    beginIn: begin,

    /** GET …/job-cards/{id}/estimate: begun here when first read, with the booking's services. */
    async get(brand: Brand, scope: StaffScope, jobCardId: string): Promise<TEstimate> {
      const [place, card] = await Promise.all([placeOf(brand, scope.workshopId), cardOrNotFound(scope, jobCardId, db, false)]);
      const opening = await openingLines(brand, card, place);
      if (opening) await db.transaction((tx) => begin(card, opening, tx));
      return view(scope, card, place);
    },

    /** GET …/estimate/suggestions: the lines the desk may add in one action, for what it types. */
    async suggestions(brand: Brand, scope: StaffScope, jobCardId: string, search: string, language: Language): Promise<TEstimateSuggestion[]> {
      const [place, card] = await Promise.all([placeOf(brand, scope.workshopId), cardOrNotFound(scope, jobCardId, db, false)]);
      return menu.suggestions(brand, card, place, search, language);
    },

    /** POST …/estimate/lines: a line at the end; the same part twice is 'billing/duplicate-part' (the unique key decides a race). */
    add: (brand: Brand, scope: StaffScope, jobCardId: string, fields: TEstimateLineFields) =>
      changeLines(brand, scope, jobCardId, async (card, place, tx) => {
        const values = checked(fields, place);
        const position = await nextPosition(card.id, 1, tx);
        await repository.insert([newLine(card, values, { position, source: 'manual', serviceId: null, approval: 'pending' })], tx);
      }),

    /** PUT …/estimate/lines/{lineId}: the line as now entered; an answered line changed goes back to the customer. */
    change: (brand: Brand, scope: StaffScope, jobCardId: string, lineId: string, fields: TEstimateLineFields) =>
      changeLines(brand, scope, jobCardId, async (card, place, tx) => {
        const values = checked(fields, place);
        const before = (await repository.lines(card.id, tx)).find((line) => line.lineId === lineId);
        if (!before) throw new AppError('resource/not-found');
        const unchanged = JSON.stringify(columnsOf(values)) === JSON.stringify(columnsOf(before));
        const approval: TLineApproval = unchanged ? before.approval : 'pending';
        if (values.quantityMilli !== before.quantityMilli) await lineChanging.run({ jobCardId: card.id, lineId, quantityMilli: values.quantityMilli }, tx);
        await repository.update(card.id, lineId, values, approval, tx);
      }),

    /** DELETE …/estimate/lines/{lineId}. */
    remove: (brand: Brand, scope: StaffScope, jobCardId: string, lineId: string) =>
      changeLines(brand, scope, jobCardId, async (card, _place, tx) => {
        await lineChanging.run({ jobCardId: card.id, lineId, quantityMilli: null }, tx);
        if (!(await repository.remove(card.id, lineId, tx))) throw new AppError('resource/not-found');
      }),

    /** POST …/estimate/labour: operations of the workshop's labour catalogue as labour lines at once, priced for the card's vehicle. */
    async addLabour(brand: Brand, scope: StaffScope, jobCardId: string, operationIds: readonly string[]): Promise<TEstimate> {
      const priced = await menu.labour(brand, await cardOrNotFound(scope, jobCardId, db, false), operationIds);
      return changeLines(brand, scope, jobCardId, async (card, place, tx) => {
        const rate = standardRateOn(place.supply.market, place.supply.day);
        const position = await nextPosition(card.id, priced.length, tx);
        const lines = priced.map((each, index) =>
          newLine(card, catalogueLabourLineValues(each.name, each.priceBeforeTax, rate), {
            position: position + index,
            source: 'manual',
            serviceId: null,
            approval: 'pending',
          }),
        );
        await repository.insert(lines, tx);
      });
    },

    /**
     * POST …/estimate/services: a service of the menu with its chosen add-ons as labour lines at once
     * (the menu's prices are with tax, as customers see them; a line keeps its price before tax).
     */
    async addService(brand: Brand, scope: StaffScope, jobCardId: string, body: TEstimateServiceBody): Promise<TEstimate> {
      const service = await menu.priced(brand, await cardOrNotFound(scope, jobCardId, db, false), body);
      return changeLines(brand, scope, jobCardId, async (card, place, tx) => {
        const rate = standardRateOn(place.supply.market, place.supply.day);
        const position = await nextPosition(card.id, 1 + service.addOns.length, tx);
        const lines = [service, ...service.addOns]
          .filter((each) => each.priceWithTax > 0)
          .map((each, index) =>
            newLine(card, menuLineValues(each.name, each.priceWithTax, rate), {
              position: position + index,
              source: 'menu',
              serviceId: body.serviceId,
              approval: 'pending',
            }),
          );
        await repository.insert(lines, tx);
      });
    },
  };
}
