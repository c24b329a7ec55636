import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCEPTED_UPLOADS, ZWorkshopSettings, ZWorkshopSettingsChange } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { fileOf, readMultipartForm } from '../../platform/http/multipart';
import { bearer, idParams, MULTIPART, staffRoute, staffScope } from '../../platform/http/route-kit';
import type { WorkshopSettingsService } from './workshop-settings.service';

/** A workshop's own settings, for its staff (workshop spec sections 2 and 3): read by everyone there, changed by the owner. */
export const workshopSettingsRoutes =
  ({ workshopSettings }: { workshopSettings: WorkshopSettingsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['workshops'];
    const params = idParams('workshopId');
    const base = '/staff/workshops/:workshopId';

    app.get(
      `${base}/settings`,
      {
        config: staffRoute('workshop', 'read'),
        schema: { tags, summary: "The workshop's settings", security: bearer, params, response: responses(ZWorkshopSettings) },
      },
      async (request) => ok(await workshopSettings.get(request.brand, staffScope(request, request.params.workshopId).workshopId)),
    );

    app.patch(
      `${base}/settings`,
      {
        config: staffRoute('workshop', 'change'),
        schema: {
          tags,
          summary: 'Change the workshop: name, place, tax registration, bank, invoices, calendar and bays',
          security: bearer,
          params,
          body: ZWorkshopSettingsChange,
          response: responses(ZWorkshopSettings),
        },
      },
      async (request) => ok(await workshopSettings.change(request.brand, staffScope(request, request.params.workshopId).workshopId, request.body)),
    );

    app.post(
      `${base}/logo`,
      {
        config: staffRoute('workshop', 'change'),
        schema: {
          tags,
          summary: 'Add the logo (multipart field "file": png or jpg); remove the old one first',
          security: bearer,
          params,
          ...MULTIPART,
          response: responses(ZWorkshopSettings),
        },
      },
      async (request) => {
        const form = await readMultipartForm(request, ACCEPTED_UPLOADS.vehicleImage, 'Please upload valid format');
        return ok(await workshopSettings.addLogo(request.brand, staffScope(request, request.params.workshopId).workshopId, fileOf(form, 'file')));
      },
    );

    app.delete(
      `${base}/logo`,
      {
        config: staffRoute('workshop', 'change'),
        schema: { tags, summary: 'Remove the logo', security: bearer, params, response: responses(ZWorkshopSettings) },
      },
      async (request) => ok(await workshopSettings.removeLogo(request.brand, staffScope(request, request.params.workshopId).workshopId)),
    );
  };
