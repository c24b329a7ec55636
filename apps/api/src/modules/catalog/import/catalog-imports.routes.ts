import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCEPTED_UPLOADS, CATALOG_IMPORT_MESSAGES, MAX_CATALOG_SHEET_BYTES, ZCatalogImport, ZCatalogImportStarted } from '@servicebay/domain';
import { ok, responses } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import { fileOf, readMultipartForm } from '../../../platform/http/multipart';
import { bearer, idParams, MULTIPART, OPERATOR_ONLY } from '../../../platform/http/route-kit';
import type { CatalogImportsService } from './catalog-imports.service';

const ZBrandSlug = z
  .string()
  .trim()
  .max(64)
  .transform((slug) => slug || undefined);

/**
 * The operator's catalogue imports (decision 0015), the way the CLI loads a sheet while the server
 * holds the embedded database. The workshop app will call the same routes as staff holding the
 * catalogue-import permission (issue 11): add 'staff' to their principals and check it here.
 */
export const catalogImportRoutes =
  ({ catalogImports }: { catalogImports: CatalogImportsService['service'] }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['operator'];

    app.post(
      '/operator/catalog/imports',
      {
        config: OPERATOR_ONLY,
        schema: {
          tags,
          summary: 'Import a catalogue sheet (form field file: xlsx or csv, one row per variant; optional field brand: a brand slug); poll its progress',
          security: bearer,
          ...MULTIPART,
          response: responses(ZCatalogImportStarted, 202),
        },
      },
      async (request, reply) => {
        const form = await readMultipartForm(request, ACCEPTED_UPLOADS.catalogSheet, CATALOG_IMPORT_MESSAGES.unsupportedType, {
          maxFileBytes: MAX_CATALOG_SHEET_BYTES,
          tooLargeMessage: `The sheet is larger than ${MAX_CATALOG_SHEET_BYTES / 1024 / 1024} MB`,
        });
        const sheet = fileOf(form, 'file');
        if (!sheet) throw new AppError('request/invalid', { message: CATALOG_IMPORT_MESSAGES.fileRequired, field: 'file' });
        const brand = ZBrandSlug.safeParse(form.fields.brand ?? '');
        if (!brand.success) throw new AppError('request/invalid', { message: CATALOG_IMPORT_MESSAGES.unknownBrand, field: 'brand' });
        return reply.status(202).send(ok(await catalogImports.start(sheet, brand.data)));
      },
    );

    app.get(
      '/operator/catalog/imports/:importId',
      {
        config: OPERATOR_ONLY,
        schema: { tags, summary: 'A catalogue import’s progress', security: bearer, params: idParams('importId'), response: responses(ZCatalogImport) },
      },
      async (request) => ok(await catalogImports.progress(request.params.importId)),
    );
  };
