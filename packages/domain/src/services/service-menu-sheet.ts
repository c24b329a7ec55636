import { z } from 'zod';

/**
 * A brand's service menu and price list as an xlsx workbook (issue 9: brands load their own menu,
 * like the vehicle catalogue). Three sheets, one row per service, per price and per add-on; the
 * first row of each names its columns. The template the operator route hands out is written from
 * this table (its examples make a workbook that imports); docs/operations.md (Catalogue imports) explains it.
 */
export type MenuColumn = { name: string; isRequired: boolean; note: string; example: string };

const column = (name: string, isRequired: boolean, note: string, example: string): MenuColumn => ({ name, isRequired, note, example });

export const MENU_SHEETS = {
  services: [
    column(
      'key',
      true,
      'The brand’s name for the service: lower-case letters, digits and dashes. A new sheet with the same key updates the service',
      'periodic-basic',
    ),
    column('vehicleType', true, 'car or two-wheeler (a bike brand serves two-wheelers only)', 'car'),
    column('category', true, 'periodic, brakes, ac, battery, tyres, alignment, denting-painting, detailing, insurance or bike-care', 'periodic'),
    column('displayName', true, 'The name customers see', 'Basic Service'),
    column('displayNameAr', false, 'The name in Arabic (English is shown when empty)', 'الخدمة الأساسية'),
    column('shortDescription', true, 'One or two sentences', 'Engine oil and filter change, 20-point inspection'),
    column('shortDescriptionAr', false, 'The description in Arabic', 'تغيير زيت المحرك والفلتر وفحص من 20 نقطة'),
    column('displayTags', false, 'Tags shown as pills, separated by commas', 'Periodic Service, Popular'),
    column('displayTagsAr', false, 'The same tags in Arabic, in the same order (English is shown for one left empty)', 'الخدمة الدورية, الأكثر طلبًا'),
    column('promotionalText', false, 'A promotion shown on the service', 'Free car wash this month'),
    column('promotionalTextAr', false, 'The promotion in Arabic', 'غسيل مجاني هذا الشهر'),
    column('imageUrl', false, 'A picture: an https:// address, or a path on this site', 'https://cdn.example.com/basic.png'),
    column('partId', false, 'The body panel the service repairs (body-panel screen)', ''),
    column('damageTypeId', false, 'The damage type it repairs (body-panel screen)', ''),
    column('faqListId', false, 'The FAQ list shown with it', 'periodic'),
    column('articleListId', false, 'The article list shown with it', 'default'),
    column('recommended', false, 'yes to list it first among recommended services', 'yes'),
  ],
  prices: [
    column('serviceKey', true, 'The key of a service on the services sheet', 'periodic-basic'),
    column('segment', false, 'The pricing segment (standard when empty); every service needs a standard price', 'standard'),
    column('makeSegment', false, 'Only for makes of this segment: mass, premium or luxury', ''),
    column('makeId', false, 'Only for this make of the vehicle catalogue', ''),
    column('modelId', false, 'Only for this model', ''),
    column('catalogVehicleId', false, 'Only for this variant', ''),
    column('fuelType', false, 'Only for this fuel: PETROL, DIESEL, ELECTRIC, CNG or LPG', ''),
    column('amount', true, 'The price in the brand’s currency, in major units (2499.00)', '2499'),
  ],
  addOns: [
    column('serviceKey', true, 'The key of a service on the services sheet', 'periodic-basic'),
    column('sectionKey', true, 'The add-on section’s key within the service', 'oil-grade'),
    column('sectionName', true, 'The section’s title', 'Engine oil grade'),
    column('sectionNameAr', false, 'The title in Arabic', 'درجة زيت المحرك'),
    column('selectionType', true, 'Multiple (checkboxes) or Single (one choice)', 'Single'),
    column('addOnKey', true, 'The add-on’s key, unique within the service', 'oil-0w20-full'),
    column('addOnName', true, 'The add-on’s name', '0W-20 fully synthetic'),
    column('addOnNameAr', false, 'The name in Arabic', '0W-20 صناعي بالكامل'),
    column('amount', true, 'Its price in major units (0 when included)', '900'),
    column('recommended', false, 'yes to mark it recommended (at most one in a Single section)', ''),
  ],
} as const satisfies Record<string, readonly MenuColumn[]>;
export type TMenuSheet = keyof typeof MENU_SHEETS;
export const MENU_SHEET_NAMES = Object.keys(MENU_SHEETS) as TMenuSheet[];

/** A menu is tens of services: the workbook is read on the request, so it is kept small. */
export const MAX_MENU_WORKBOOK_BYTES = 5 * 1024 * 1024;
export const MAX_MENU_ROWS: Record<TMenuSheet, number> = { services: 500, prices: 20_000, addOns: 5_000 };

export const MENU_IMPORT_MESSAGES = {
  unsupportedType: 'Send the service menu as an xlsx workbook',
  fileRequired: 'Attach the workbook as the form field `file`',
  brandRequired: 'Name the brand whose menu this is in the form field `brand`',
  unknownBrand: 'No brand has this slug',
  unreadable: 'The file could not be read as a workbook',
} as const;

/** A bad cell or row: its sheet, its row number as the spreadsheet shows it, its column (none for a whole row or sheet). */
export const ZMenuSheetProblem = z.object({ sheet: z.string(), row: z.number().int(), column: z.string().nullable(), message: z.string() });
export type TMenuSheetProblem = z.infer<typeof ZMenuSheetProblem>;

/**
 * What an import did. `failed`: nothing was saved, and `problems` (every bad row) or `error` says
 * why. `done`: the workbook is now the brand's whole menu; services it no longer names were removed.
 */
export const ZServiceMenuImport = z.object({
  brand: z.string(),
  fileName: z.string(),
  status: z.enum(['done', 'failed']),
  services: z.object({ added: z.number().int(), updated: z.number().int(), removed: z.number().int() }),
  prices: z.number().int(),
  addOns: z.number().int(),
  problems: z.array(ZMenuSheetProblem),
  error: z.string().nullable(),
});
export type TServiceMenuImport = z.infer<typeof ZServiceMenuImport>;
