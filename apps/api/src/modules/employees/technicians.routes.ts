import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCEPTED_UPLOADS, ZLineTechnicianBody, ZLineTechnicians, ZMyWork, ZTechnician, ZTechnicianBody } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { fileOf, readMultipartForm } from '../../platform/http/multipart';
import { bearer, idParams, MULTIPART, staffRoute, staffScope } from '../../platform/http/route-kit';
import type { LabourAssignments } from './labour-assignments.service';
import type { TechniciansService } from './technicians.service';

const PICTURE_FORMAT = 'Please upload a png or jpg photo';

/**
 * The workshop's technicians (the `people` area's), who does each labour line of a job card (the
 * job cards' area: the advisor assigns), and the signed-in technician's own work.
 */
export const techniciansRoutes =
  ({ technicians, assignments }: { technicians: TechniciansService; assignments: LabourAssignments }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['people'];
    const base = '/staff/workshops/:workshopId/technicians';
    const params = idParams('workshopId');
    const technicianParams = idParams('workshopId', 'technicianId');
    const card = '/staff/workshops/:workshopId/job-cards/:jobCardId';

    app.post(
      base,
      {
        config: staffRoute('people', 'change'),
        schema: { tags, summary: 'A technician', security: bearer, params, body: ZTechnicianBody, response: responses(ZTechnician) },
      },
      async (request) => ok(await technicians.create(request.brand, staffScope(request, request.params.workshopId), request.body)),
    );

    app.put(
      `${base}/:technicianId`,
      {
        config: staffRoute('people', 'change'),
        schema: {
          tags,
          summary: 'The technician as now entered',
          security: bearer,
          params: technicianParams,
          body: ZTechnicianBody,
          response: responses(ZTechnician),
        },
      },
      async (request) => ok(await technicians.update(request.brand, staffScope(request, request.params.workshopId), request.params.technicianId, request.body)),
    );

    app.post(
      `${base}/:technicianId/picture`,
      {
        config: staffRoute('people', 'change'),
        schema: {
          tags,
          summary: 'The profile picture (multipart field "file": png or jpg)',
          security: bearer,
          params: technicianParams,
          ...MULTIPART,
          response: responses(ZTechnician),
        },
      },
      async (request) => {
        const form = await readMultipartForm(request, ACCEPTED_UPLOADS.vehicleImage, PICTURE_FORMAT);
        return ok(
          await technicians.setPicture(request.brand, staffScope(request, request.params.workshopId), request.params.technicianId, fileOf(form, 'file')),
        );
      },
    );

    app.delete(
      `${base}/:technicianId`,
      {
        config: staffRoute('people', 'change'),
        schema: {
          tags,
          summary: 'Remove a technician (their lines stay, unassigned)',
          security: bearer,
          params: technicianParams,
          response: responses(z.null()),
        },
      },
      async (request) => ok(await technicians.remove(staffScope(request, request.params.workshopId), request.params.technicianId).then(() => null)),
    );

    app.get(
      base,
      {
        config: staffRoute('people', 'read'),
        schema: { tags, summary: 'The technicians with grade and picture', security: bearer, params, response: responses(z.array(ZTechnician)) },
      },
      async (request) => ok(await technicians.list(request.brand, staffScope(request, request.params.workshopId))),
    );

    app.get(
      `${base}/:technicianId`,
      {
        config: staffRoute('people', 'read'),
        schema: { tags, summary: 'A technician', security: bearer, params: technicianParams, response: responses(ZTechnician) },
      },
      async (request) => ok(await technicians.get(request.brand, staffScope(request, request.params.workshopId), request.params.technicianId)),
    );

    app.get(
      `${card}/labour-technicians`,
      {
        config: staffRoute('jobCards', 'read'),
        schema: {
          tags,
          summary: "The job card's labour lines with a technician",
          security: bearer,
          params: idParams('workshopId', 'jobCardId'),
          response: responses(ZLineTechnicians),
        },
      },
      async (request) => ok(await assignments.ofCard(staffScope(request, request.params.workshopId), request.params.jobCardId)),
    );

    app.put(
      `${card}/lines/:lineId/technician`,
      {
        config: staffRoute('jobCards', 'change'),
        schema: {
          tags,
          summary: 'Who does a labour line (null: no one yet)',
          security: bearer,
          params: idParams('workshopId', 'jobCardId', 'lineId'),
          body: ZLineTechnicianBody,
          response: responses(ZLineTechnicians),
        },
      },
      async (request) =>
        ok(
          await assignments.assign(staffScope(request, request.params.workshopId), request.params.jobCardId, request.params.lineId, request.body.technicianId),
        ),
    );

    app.get(
      '/staff/workshops/:workshopId/my-work',
      {
        config: staffRoute('jobCards', 'read'),
        schema: { tags, summary: "The signed-in technician's open job cards and labour lines", security: bearer, params, response: responses(ZMyWork) },
      },
      async (request) => ok(await assignments.myWork(staffScope(request, request.params.workshopId))),
    );
  };
