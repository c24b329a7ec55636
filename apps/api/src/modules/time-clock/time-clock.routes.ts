import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAttendanceReport,
  ZClockLocation,
  ZEfficiencyReport,
  ZJobCardClocks,
  ZJobClockBody,
  ZMyTime,
  ZReportPeriod,
  ZTeamAttendance,
} from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, idParams, STAFF_ONLY, staffRoute, staffScope } from '../../platform/http/route-kit';
import type { AttendanceService } from './attendance.service';
import type { JobClocksService } from './job-clocks.service';
import type { TimeReportsService } from './time-reports.service';

const ZClockBody = z.object({ location: ZClockLocation });

/**
 * The time tracker's routes (issue 29 part 3). One's own clock is any staff member's at a workshop
 * they work at; the team list is the `people` area's, the reports the `reports` area's. A job clock
 * records the caller's own work, not a change to the card: whoever may read the card may clock on it.
 */
export const timeClockRoutes =
  ({ attendance, jobClocks, reports }: { attendance: AttendanceService; jobClocks: JobClocksService; reports: TimeReportsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['time-clock'];
    const base = '/staff/workshops/:workshopId';
    const params = idParams('workshopId');
    const lineParams = idParams('workshopId', 'jobCardId', 'lineId');

    app.get(
      `${base}/time-clock/me`,
      { config: STAFF_ONLY, schema: { tags, summary: 'Whether I am clocked in, and my hours today', security: bearer, params, response: responses(ZMyTime) } },
      async (request) => ok(await attendance.mine(request.brand, staffScope(request, request.params.workshopId))),
    );

    app.post(
      `${base}/time-clock/me/clock-in`,
      {
        config: STAFF_ONLY,
        schema: {
          tags,
          summary: 'Clock in, with where the device is (or that it would not say)',
          security: bearer,
          params,
          body: ZClockBody,
          response: responses(ZMyTime),
        },
      },
      async (request) => ok(await attendance.clockIn(request.brand, staffScope(request, request.params.workshopId), request.body.location)),
    );

    app.post(
      `${base}/time-clock/me/clock-out`,
      { config: STAFF_ONLY, schema: { tags, summary: 'Clock out', security: bearer, params, body: ZClockBody, response: responses(ZMyTime) } },
      async (request) => ok(await attendance.clockOut(request.brand, staffScope(request, request.params.workshopId), request.body.location)),
    );

    app.get(
      `${base}/time-clock/team`,
      {
        config: staffRoute('people', 'read'),
        schema: { tags, summary: 'Who is in, since when; Inactive otherwise', security: bearer, params, response: responses(z.array(ZTeamAttendance)) },
      },
      async (request) => ok(await attendance.team(request.brand, staffScope(request, request.params.workshopId))),
    );

    app.get(
      `${base}/job-cards/:jobCardId/job-clocks`,
      {
        config: staffRoute('jobCards', 'read'),
        schema: {
          tags,
          summary: "The job clocks on a card's labour lines",
          security: bearer,
          params: idParams('workshopId', 'jobCardId'),
          response: responses(ZJobCardClocks),
        },
      },
      async (request) => ok(await jobClocks.ofCard(staffScope(request, request.params.workshopId), request.params.jobCardId)),
    );

    app.post(
      `${base}/job-cards/:jobCardId/lines/:lineId/clock`,
      {
        config: staffRoute('jobCards', 'read'),
        schema: {
          tags,
          summary: 'Start, pause, resume or stop my clock on a labour line',
          security: bearer,
          params: lineParams,
          body: ZJobClockBody,
          response: responses(ZJobCardClocks),
        },
      },
      async (request) => {
        const { workshopId, jobCardId, lineId } = request.params;
        return ok(await jobClocks.act(staffScope(request, workshopId), jobCardId, lineId, request.body.action));
      },
    );

    app.get(
      `${base}/reports/attendance`,
      {
        config: staffRoute('reports', 'read'),
        schema: {
          tags,
          summary: 'First in, last out, hours and flagged clock-ins per person and day',
          security: bearer,
          params,
          querystring: ZReportPeriod,
          response: responses(ZAttendanceReport),
        },
      },
      async (request) => ok(await reports.attendance(request.brand, staffScope(request, request.params.workshopId), request.query)),
    );

    app.get(
      `${base}/reports/technician-efficiency`,
      {
        config: staffRoute('reports', 'read'),
        schema: {
          tags,
          summary: 'Labour hours billed against hours clocked, per technician and day',
          security: bearer,
          params,
          querystring: ZReportPeriod,
          response: responses(ZEfficiencyReport),
        },
      },
      async (request) => ok(await reports.technicianEfficiency(request.brand, staffScope(request, request.params.workshopId), request.query)),
    );
  };
