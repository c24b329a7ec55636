import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCEPTED_UPLOADS, MAX_MENU_WORKBOOK_BYTES, MENU_IMPORT_MESSAGES, ZServiceMenuImport } from '@servicebay/domain';
import { bytesResponses, ok, responses } from '../../../../platform/envelope';
import { AppError } from '../../../../platform/errors';
import { fileOf, readMultipartForm } from '../../../../platform/http/multipart';
import { bearer, MULTIPART, OPERATOR_ONLY } from '../../../../platform/http/route-kit';
import { menuTemplate } from './menu-template';
import type { MenuImportService } from './menu-import.service';

/** A menu has three sheets, so only a workbook holds one (a csv is one sheet). */
const WORKBOOK = ACCEPTED_UPLOADS.catalogSheet.filter((type) => type !== 'text/csv');
const XLSX_TYPE = WORKBOOK[0]!;
const ZBrandSlug = z.string().trim().min(1).max(64);

/**
 * The operator's imports of a brand's service menu and price list (decision 0015's operator, as
 * for the vehicle catalogue). The workshop app will call them as staff holding the menu permission
 * (issue 11): add 'staff' to their principals and check it here.
 */
export const menuImportRoutes =
  ({ menuImports }: { menuImports: MenuImportService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['operator'];

    app.post(
      '/operator/catalog/service-menu/imports',
      {
        config: OPERATOR_ONLY,
        schema: {
          tags,
          summary:
            'Make a workbook a brand’s whole service menu (form fields: file, an xlsx with the sheets services, prices and addOns; brand, its slug). ' +
            'Answers what was saved, or status failed with every bad cell, and then nothing was saved',
          security: bearer,
          ...MULTIPART,
          response: responses(ZServiceMenuImport),
        },
      },
      async (request) => {
        const form = await readMultipartForm(request, WORKBOOK, MENU_IMPORT_MESSAGES.unsupportedType, {
          maxFileBytes: MAX_MENU_WORKBOOK_BYTES,
          tooLargeMessage: `The workbook is larger than ${MAX_MENU_WORKBOOK_BYTES / 1024 / 1024} MB`,
        });
        const workbook = fileOf(form, 'file');
        if (!workbook) throw new AppError('request/invalid', { message: MENU_IMPORT_MESSAGES.fileRequired, field: 'file' });
        const brand = ZBrandSlug.safeParse(form.fields.brand ?? '');
        if (!brand.success) throw new AppError('request/invalid', { message: MENU_IMPORT_MESSAGES.brandRequired, field: 'brand' });
        return ok(await menuImports.importMenu(brand.data, workbook));
      },
    );

    app.get(
      '/operator/catalog/service-menu/template',
      {
        config: OPERATOR_ONLY,
        schema: {
          tags,
          summary: 'The service menu workbook to fill in: its sheets, columns, an example row each and what each column holds',
          security: bearer,
          response: bytesResponses(XLSX_TYPE, 'The workbook'),
        },
      },
      async (_request, reply) =>
        reply
          .type(XLSX_TYPE)
          .header('content-disposition', 'attachment; filename="service-menu-template.xlsx"')
          .send(await menuTemplate()),
    );
  };
