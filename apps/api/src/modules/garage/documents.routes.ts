import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCEPTED_UPLOADS, ZDocumentTemplate, ZUserDocument } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { readMultipartForm } from '../../platform/http/multipart';
import { bearer, customerScope, idParams, MULTIPART, ZId } from '../../platform/http/route-kit';
import type { DocumentsService } from './documents.service';

export const documentsRoutes =
  ({ documents }: { documents: DocumentsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['documents'];

    app.get(
      '/settings/document-templates',
      {
        config: { public: true },
        schema: {
          tags,
          summary: "The brand's document templates",
          querystring: z.object({ clientName: z.string().max(64).optional() }),
          response: responses(z.array(ZDocumentTemplate)),
        },
      },
      async (request) => ok(await documents.templates(request.brand.id)),
    );

    app.get(
      '/users/me/documents',
      {
        schema: {
          tags,
          summary: 'My documents, optionally of one vehicle',
          security: bearer,
          querystring: z.object({ vehicleId: ZId.optional() }),
          response: responses(z.array(ZUserDocument)),
        },
      },
      async (request) => ok(await documents.list(customerScope(request), request.query.vehicleId)),
    );

    app.post(
      '/users/me/documents',
      {
        schema: {
          tags,
          summary:
            'Upload a document: fields vehicleId, documentType, documentId, expirationDate (YYYY-MM-DD), additionalFields (JSON); files front and back (pdf, png, jpg)',
          security: bearer,
          ...MULTIPART,
          response: responses(ZUserDocument),
        },
      },
      async (request) => {
        const owner = customerScope(request);
        return ok(await documents.upload(owner, await readMultipartForm(request, ACCEPTED_UPLOADS.document)));
      },
    );

    app.delete(
      '/users/me/documents/:documentId',
      {
        schema: { tags, summary: 'Delete a document and its files', security: bearer, params: idParams('documentId'), response: responses(z.object({})) },
      },
      async (request) => {
        await documents.remove(customerScope(request), request.params.documentId);
        return ok({});
      },
    );
  };
