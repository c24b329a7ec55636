import { MENU_IMPORT_MESSAGES, MENU_SHEET_NAMES, type TMenuSheetProblem, type TServiceMenuImport } from '@servicebay/domain';
import { AppError } from '../../../../platform/errors';
import type { UploadedFile } from '../../../../platform/http/multipart';
import type { Brand } from '../../../../platform/tenancy';
import type { CatalogService } from '../../catalog.service';
import { displayName } from '../../import/catalog-imports.service';
import { checkCatalogueIds } from './menu-catalogue-check';
import type { MenuImportRepository } from './menu-import.repository';
import { planMenu } from './menu-rows';
import { readMenuWorkbook } from './menu-workbook';

export type MenuImportService = ReturnType<typeof createMenuImportService>;

/** Problems beyond these are counted, not listed: a sheet of thousands of bad rows needs its first fixed first. */
const PROBLEMS_SHOWN = 1_000;

type Deps = {
  repository: MenuImportRepository;
  brandBySlug: (slug: string) => Promise<Brand | null>;
  catalog: CatalogService;
  /** Drops the kept answers of the menu (service-menu.service.ts). */
  menuChanged: () => void;
};

const bySheetAndRow = (a: TMenuSheetProblem, b: TMenuSheetProblem) =>
  MENU_SHEET_NAMES.indexOf(a.sheet as (typeof MENU_SHEET_NAMES)[number]) - MENU_SHEET_NAMES.indexOf(b.sheet as (typeof MENU_SHEET_NAMES)[number]) ||
  a.row - b.row;

/**
 * A brand's own service menu and price list from a workbook (issue 9; columns in
 * service-menu-sheet.ts, docs/operations.md). The workbook is read and every row checked
 * before anything is written; one bad cell refuses the whole workbook with every problem listed.
 * A good one becomes the brand's whole menu in one transaction, and the kept menu answers of this
 * process are dropped at once (other processes' within the brands' 30 s reload, decision 0008).
 * A menu is small, so this runs on the request rather than as a job like the vehicle catalogue.
 */
export function createMenuImportService({ repository, brandBySlug, catalog, menuChanged }: Deps) {
  return {
    async importMenu(brandSlug: string, file: UploadedFile): Promise<TServiceMenuImport> {
      const brand = await brandBySlug(brandSlug);
      if (!brand) throw new AppError('resource/not-found', { message: MENU_IMPORT_MESSAGES.unknownBrand, field: 'brand' });
      const outcome = {
        brand: brand.slug,
        fileName: displayName(file.fileName, 'service-menu.xlsx'),
        services: { added: 0, updated: 0, removed: 0 },
        prices: 0,
        addOns: 0,
      };
      const failed = (problems: TMenuSheetProblem[], error: string): TServiceMenuImport => ({ ...outcome, status: 'failed', problems, error });

      const read = await readMenuWorkbook(file.body).catch((error: unknown) => error as Error);
      if (read instanceof Error) return failed([], `${MENU_IMPORT_MESSAGES.unreadable}: ${read.message}`);
      const problems = [...read.problems];
      const plan = planMenu(read.workbook, brand.settings, problems);
      await checkCatalogueIds(plan, brand, catalog, problems);
      if (problems.length > 0) {
        const more = problems.length > PROBLEMS_SHOWN ? ` (the first ${PROBLEMS_SHOWN} are listed)` : '';
        return failed(problems.sort(bySheetAndRow).slice(0, PROBLEMS_SHOWN), `${problems.length} problem(s) in the workbook${more}; nothing was imported`);
      }

      const saved = await repository.replaceMenu(brand.id, plan);
      menuChanged();
      const { prices, ...services } = saved;
      return { ...outcome, status: 'done', services, prices, addOns: plan.addOns, problems: [], error: null };
    },
  };
}
