import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCEPTED_UPLOADS, ZDocumentTemplate, ZGeoPlace, ZPersonalDetails, ZProfile, ZSettingsPatch, ZUserSettings } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, MULTIPART, ownerFrom } from './route-helpers';
import { fileOf, readMultipartForm } from './uploads';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profile, documents, geo } = app.services;
  const tags = ['profile'];

  app.get(
    '/users/me/profile',
    { schema: { tags, summary: 'Profile: user record, completeness, reward points, city', security: bearer, response: responses(ZProfile) } },
    async (request) => ok(await profile.profile(request.brand, ownerFrom(request))),
  );

  app.put(
    '/users/me/profile',
    { schema: { tags, summary: 'Save personal details (stores completeness 40)', security: bearer, body: ZPersonalDetails, response: responses(ZProfile) } },
    async (request) => ok(await profile.savePersonalDetails(request.brand, ownerFrom(request), request.body)),
  );

  app.post(
    '/users/me/profile/avatar',
    {
      schema: {
        tags,
        summary: 'Upload the profile image (multipart field "file": png, jpg or svg)',
        security: bearer,
        ...MULTIPART,
        response: responses(ZProfile),
      },
    },
    async (request) => {
      const owner = ownerFrom(request);
      const form = await readMultipartForm(request, ACCEPTED_UPLOADS.profileImage, 'Please upload valid format');
      return ok(await profile.saveAvatar(request.brand, owner, fileOf(form, 'file')));
    },
  );

  app.get('/users/me/settings', { schema: { tags, summary: 'User settings', security: bearer, response: responses(ZUserSettings) } }, async (request) =>
    ok((await profile.profile(request.brand, ownerFrom(request))).settings),
  );

  app.patch(
    '/users/me/settings',
    {
      schema: {
        tags,
        summary: 'Change language, notifications, reminders or pricing segment',
        security: bearer,
        body: ZSettingsPatch,
        response: responses(ZUserSettings),
      },
    },
    async (request) => ok(await profile.updateSettings(ownerFrom(request), request.body)),
  );

  app.get(
    '/settings/document-templates',
    {
      config: { public: true },
      schema: {
        tags: ['documents'],
        summary: "The brand's document templates",
        querystring: z.object({ clientName: z.string().max(64).optional() }),
        response: responses(z.array(ZDocumentTemplate)),
      },
    },
    async (request) => ok(await documents.templates(request.brand.id)),
  );

  app.get(
    '/geo/search',
    {
      schema: {
        tags: ['places'],
        summary: "Address search in the brand's country",
        security: bearer,
        querystring: z.object({ q: z.string().trim().min(1).max(120) }),
        response: responses(z.array(ZGeoPlace)),
      },
    },
    async (request) => ok(await geo.search(request.query.q, { countryCode: request.brand.settings.countryCode })),
  );

  app.get(
    '/geo/reverse',
    {
      schema: {
        tags: ['places'],
        summary: 'The city and state at a point on the map',
        security: bearer,
        querystring: z.object({ lat: z.coerce.number().min(-90).max(90), lon: z.coerce.number().min(-180).max(180) }),
        response: responses(ZGeoPlace.nullable()),
      },
    },
    async (request) => ok(await geo.reverse(request.query.lat, request.query.lon)),
  );
};
