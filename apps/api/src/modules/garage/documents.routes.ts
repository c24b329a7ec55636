import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCEPTED_UPLOADS, ZUserDocument } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, MULTIPART, ownerFrom, ZId } from './route-helpers';
import { readMultipartForm } from './uploads';

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { documents } = app.services;
  const tags = ['documents'];

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
    async (request) => ok(await documents.list(ownerFrom(request), request.query.vehicleId)),
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
      const owner = ownerFrom(request);
      return ok(await documents.upload(owner, await readMultipartForm(request, ACCEPTED_UPLOADS.document)));
    },
  );

  app.delete(
    '/users/me/documents/:documentId',
    {
      schema: { tags, summary: 'Delete a document and its files', security: bearer, params: z.object({ documentId: ZId }), response: responses(z.object({})) },
    },
    async (request) => {
      await documents.remove(ownerFrom(request), request.params.documentId);
      return ok({});
    },
  );
};
