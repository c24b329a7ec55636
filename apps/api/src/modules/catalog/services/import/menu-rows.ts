import {
  ADD_ON_SELECTION_TYPES,
  DEFAULT_PRICING_SEGMENT,
  FUEL_TYPES,
  MAKE_SEGMENTS,
  SERVICE_CATEGORIES,
  VEHICLE_TYPES,
  vehicleTypesFor,
  type TCurrency,
  type TMenuSheetProblem,
  type TVehicleType,
} from '@servicebay/domain';
import type { catalogServicePrices, catalogServices, StoredAddOnSection } from '../service-menu.tables';
import { cellReader, VEHICLE_TYPE_NAMES } from './menu-cells';
import type { MenuWorkbook } from './menu-workbook';

type ServiceValues = Omit<typeof catalogServices.$inferInsert, 'id' | 'brandId'>;
type PriceValues = Omit<typeof catalogServicePrices.$inferInsert, 'id' | 'serviceId'>;

/** A price row with where it came from, so the catalogue check can point at it. */
export type PlannedPrice = PriceValues & { row: number };
export type PlannedService = { row: number; values: ServiceValues & { key: string; vehicleType: TVehicleType }; prices: PlannedPrice[] };
/** The brand's whole menu as the workbook gives it, in sheet order. */
export type MenuPlan = { services: PlannedService[]; addOns: number };

type Brand = { variant: Parameters<typeof vehicleTypesFor>[0]; currency: TCurrency };

const TEXT = { name: 120, description: 600, promotion: 200, tag: 40, url: 500 } as const;
const MAX_TAGS = 10;
const IMAGE_URL = /^(https:\/\/|\/)\S*$/;
/** A cell of tags separated by commas (the Arabic comma too), each trimmed. */
const tagList = (cell: string | undefined) => (cell ?? '').split(/[,،]/).map((tag) => tag.trim());

/**
 * Checks every row of a menu workbook against the sheet's columns (service-menu-sheet.ts) and the
 * brand (its vehicle types, its currency), and turns the rows into the menu to save. Every problem
 * is collected, with its sheet, row and column; the plan is only for a workbook without any.
 */
export function planMenu(workbook: MenuWorkbook, brand: Brand, problems: TMenuSheetProblem[]): MenuPlan {
  const servedTypes = vehicleTypesFor(brand.variant);
  const services = new Map<string, PlannedService>();
  const sections = new Map<string, StoredAddOnSection[]>();

  for (const sheetRow of workbook.services) {
    const cells = cellReader('services', sheetRow, problems);
    const key = cells.identifier('key');
    const vehicleType = cells.oneOf('vehicleType', VEHICLE_TYPES, { isRequired: true });
    if (vehicleType && !servedTypes.includes(vehicleType))
      cells.problem('vehicleType', `This brand serves ${servedTypes.map((type) => VEHICLE_TYPE_NAMES[type]).join(' and ')} only`);
    const category = cells.oneOf('category', SERVICE_CATEGORIES, { isRequired: true });
    const tags = tagList(sheetRow.cells.displayTags).filter(Boolean);
    if (tags.length > MAX_TAGS || tags.some((tag) => tag.length > TEXT.tag)) cells.problem('displayTags', `At most ${MAX_TAGS} tags of ${TEXT.tag} characters`);
    // The Arabic runs beside the English, tag for tag: a missing one (an empty place) shows in English.
    const tagsAr = sheetRow.cells.displayTagsAr?.trim() ? tagList(sheetRow.cells.displayTagsAr) : null;
    if (tagsAr && (tagsAr.length !== tags.length || tagsAr.some((tag) => tag.length > TEXT.tag)))
      cells.problem('displayTagsAr', `The same number of tags as displayTags (${tags.length}), in the same order`);
    const imageUrl = cells.text('imageUrl', { max: TEXT.url });
    if (imageUrl && !IMAGE_URL.test(imageUrl)) cells.problem('imageUrl', 'imageUrl must start with https:// or /');
    const values = {
      key: key ?? '',
      vehicleType: vehicleType ?? 'car',
      category: category ?? 'periodic',
      displayName: cells.text('displayName', { isRequired: true, max: TEXT.name }) ?? '',
      displayNameAr: cells.text('displayNameAr', { max: TEXT.name }),
      shortDescription: cells.text('shortDescription', { isRequired: true, max: TEXT.description }) ?? '',
      shortDescriptionAr: cells.text('shortDescriptionAr', { max: TEXT.description }),
      displayTags: tags,
      displayTagsAr: tagsAr,
      promotionalText: cells.text('promotionalText', { max: TEXT.promotion }),
      promotionalTextAr: cells.text('promotionalTextAr', { max: TEXT.promotion }),
      imageUrl,
      partId: cells.identifier('partId', false),
      damageTypeId: cells.identifier('damageTypeId', false),
      faqListId: cells.identifier('faqListId', false),
      articleListId: cells.identifier('articleListId', false),
      isRecommended: cells.flag('recommended'),
      sortOrder: services.size,
    };
    if (!key) continue;
    const earlier = services.get(key);
    if (earlier) cells.problem('key', `The same key as row ${earlier.row}`);
    else services.set(key, { row: sheetRow.row, values, prices: [] });
  }

  const priceRows = new Map<string, number>();
  for (const sheetRow of workbook.prices) {
    const problemsBefore = problems.length;
    const cells = cellReader('prices', sheetRow, problems);
    const service = serviceNamed(sheetRow.cells.serviceKey ?? '', services, cells);
    const price = {
      row: sheetRow.row,
      segment: cells.identifier('segment', false) ?? DEFAULT_PRICING_SEGMENT,
      makeSegment: cells.oneOf('makeSegment', MAKE_SEGMENTS, { normalise: (v) => v.toLowerCase() }),
      makeId: cells.text('makeId', { max: 300 }),
      modelId: cells.text('modelId', { max: 300 }),
      catalogVehicleId: cells.text('catalogVehicleId', { max: 300 }),
      fuelType: cells.oneOf('fuelType', FUEL_TYPES, { normalise: (v) => v.toUpperCase() }),
      amountMinor: cells.amount('amount', brand.currency) ?? 0,
    };
    if (price.fuelType === 'DIESEL' && service?.values.vehicleType === 'two-wheeler') cells.problem('fuelType', 'Two-wheelers take no DIESEL');
    // A row with a bad cell is not compared with others: its bad cell would read as 'any'.
    if (!service || problems.length > problemsBefore) continue;
    const narrowing = [service.values.key, price.segment, price.makeSegment, price.makeId, price.modelId, price.catalogVehicleId, price.fuelType].join('|');
    const earlier = priceRows.get(narrowing);
    if (earlier) cells.problem(null, `The same service, segment and vehicles as row ${earlier}: one price each`);
    else priceRows.set(narrowing, sheetRow.row);
    service.prices.push(price);
  }
  for (const service of services.values()) {
    if (!service.prices.some((price) => price.segment === DEFAULT_PRICING_SEGMENT))
      problems.push({
        sheet: 'services',
        row: service.row,
        column: 'key',
        message: `${service.values.key} has no ${DEFAULT_PRICING_SEGMENT} price on the prices sheet`,
      });
  }

  let addOns = 0;
  const addOnRows = new Map<string, number>();
  const sectionRows = new Map<StoredAddOnSection, number>();
  for (const sheetRow of workbook.addOns) {
    const cells = cellReader('addOns', sheetRow, problems);
    const service = serviceNamed(sheetRow.cells.serviceKey ?? '', services, cells);
    const sectionId = cells.identifier('sectionKey');
    const displayName = cells.text('sectionName', { isRequired: true, max: TEXT.name });
    const displayNameAr = cells.text('sectionNameAr', { max: TEXT.name });
    const selectionType = cells.oneOf('selectionType', ADD_ON_SELECTION_TYPES, { isRequired: true });
    const addOnId = cells.identifier('addOnKey');
    const item = {
      addOnId: addOnId ?? '',
      displayName: cells.text('addOnName', { isRequired: true, max: TEXT.name }) ?? '',
      displayNameAr: cells.text('addOnNameAr', { max: TEXT.name }),
      isRecommended: cells.flag('recommended'),
      amountMinor: cells.amount('amount', brand.currency) ?? 0,
    };
    if (!service || !sectionId || !displayName || !selectionType || !addOnId) continue;
    const earlierAddOn = addOnRows.get(`${service.values.key}|${addOnId}`);
    if (earlierAddOn) cells.problem('addOnKey', `The same add-on of ${service.values.key} as row ${earlierAddOn}`);
    addOnRows.set(`${service.values.key}|${addOnId}`, sheetRow.row);
    const ofService = sections.get(service.values.key) ?? [];
    sections.set(service.values.key, ofService);
    let section = ofService.find((candidate) => candidate.sectionId === sectionId);
    if (!section) {
      ofService.push((section = { sectionId, displayName, displayNameAr, selectionType, items: [] }));
      sectionRows.set(section, sheetRow.row);
    } else {
      const first = sectionRows.get(section);
      if (section.displayName !== displayName) cells.problem('sectionName', `Differs from the section’s name on row ${first}`);
      if (section.selectionType !== selectionType) cells.problem('selectionType', `Differs from the section’s selection type on row ${first}`);
      if (displayNameAr && section.displayNameAr && section.displayNameAr !== displayNameAr)
        cells.problem('sectionNameAr', `Differs from the section’s Arabic name on row ${first}`);
      section.displayNameAr ??= displayNameAr;
    }
    if (section.selectionType === 'Single' && item.isRecommended && section.items.some((other) => other.isRecommended))
      cells.problem('recommended', 'A one-choice section recommends one add-on at most');
    section.items.push(item);
    addOns++;
  }
  for (const [key, ofService] of sections) services.get(key)!.values.addOnSections = ofService;

  if (workbook.services.length === 0 && !problems.some((found) => found.sheet === 'services'))
    problems.push({ sheet: 'services', row: 0, column: null, message: 'The services sheet has no services' });
  return { services: [...services.values()], addOns };
}

/** The service a price or add-on row names by its key; a problem when the services sheet has none. */
function serviceNamed(key: string, services: Map<string, PlannedService>, cells: ReturnType<typeof cellReader>): PlannedService | null {
  if (!key) return cells.problem('serviceKey', 'serviceKey is required');
  return services.get(key) ?? cells.problem('serviceKey', `No service has the key “${key}” on the services sheet`);
}
