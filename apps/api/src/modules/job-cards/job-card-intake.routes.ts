import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCEPTED_UPLOADS, ZChecklist, ZChecklistKind, ZJobCard } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { fileOf, readMultipartForm } from '../../platform/http/multipart';
import { bearer, idParams, MULTIPART, staffRoute, staffScope } from '../../platform/http/route-kit';
import type { JobCardIntake } from './job-card-intake.service';

const IMAGE_FORMAT = 'Please upload a png or jpg photo';

/** The job card's checklists and photos (workshop spec sections 2 and 3; issue 11 part 5). */
export const jobCardIntakeRoutes =
  (jobCardIntake: JobCardIntake): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['job cards'];
    const card = '/staff/workshops/:workshopId/job-cards/:jobCardId';
    const checklistParams = idParams('workshopId', 'jobCardId').extend({ kind: ZChecklistKind });

    app.get(
      `${card}/checklists/:kind`,
      {
        config: staffRoute('jobCards', 'read'),
        schema: {
          tags,
          summary: 'The vehicle condition (intake) or delivery checklist: the usual items until it is first saved',
          security: bearer,
          params: checklistParams,
          response: responses(ZChecklist),
        },
      },
      async (request) => ok(await jobCardIntake.checklist(staffScope(request, request.params.workshopId), request.params.jobCardId, request.params.kind)),
    );

    app.put(
      `${card}/checklists/:kind`,
      {
        config: staffRoute('jobCards', 'change'),
        schema: {
          tags,
          summary: 'Save a checklist as the advisor left it',
          security: bearer,
          params: checklistParams,
          body: ZChecklist,
          response: responses(ZJobCard),
        },
      },
      async (request) =>
        ok(await jobCardIntake.saveChecklist(staffScope(request, request.params.workshopId), request.params.jobCardId, request.params.kind, request.body)),
    );

    app.post(
      `${card}/images`,
      {
        config: staffRoute('jobCards', 'change'),
        schema: {
          tags,
          summary: 'Add a photo of the vehicle (multipart field "file": png or jpg), at most 20',
          security: bearer,
          params: idParams('workshopId', 'jobCardId'),
          ...MULTIPART,
          response: responses(ZJobCard),
        },
      },
      async (request) => {
        const form = await readMultipartForm(request, ACCEPTED_UPLOADS.vehicleImage, IMAGE_FORMAT);
        return ok(await jobCardIntake.addImage(staffScope(request, request.params.workshopId), request.params.jobCardId, fileOf(form, 'file')));
      },
    );

    app.delete(
      `${card}/images/:name`,
      {
        config: staffRoute('jobCards', 'change'),
        schema: {
          tags,
          summary: 'Remove a photo, named as the job card lists it',
          security: bearer,
          params: idParams('workshopId', 'jobCardId').extend({ name: z.string().regex(/^[A-Za-z0-9-]+\.(png|jpg)$/) }),
          response: responses(ZJobCard),
        },
      },
      async (request) => ok(await jobCardIntake.removeImage(staffScope(request, request.params.workshopId), request.params.jobCardId, request.params.name)),
    );
  };
