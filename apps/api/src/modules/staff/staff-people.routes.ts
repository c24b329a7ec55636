import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZNewBranchBody, ZNewStaffBody, ZStaffChangeBody, ZStaffMember, ZStaffSession, ZTeamMember } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, idParams, staffOf, staffRoute, staffScope } from '../../platform/http/route-kit';
import type { StaffAccountsService } from './staff-accounts.service';

/**
 * The people of a workshop (workshop spec sections 2 and 6: users, 'Select User Role'). Read by
 * anyone whose role may see the staff area; changed by the owner and managers, each within the
 * roles they may give.
 */
export const staffPeopleRoutes =
  ({ staffAccounts }: { staffAccounts: StaffAccountsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['staff'];

    app.post(
      '/staff/workshops',
      {
        config: staffRoute('workshop', 'change'),
        schema: {
          tags,
          summary: 'Open another branch; the owner works there at once (a new session)',
          security: bearer,
          body: ZNewBranchBody,
          response: responses(ZStaffSession),
        },
      },
      async (request) => ok(await staffAccounts.openBranch(request.brand, staffOf(request), request.body)),
    );

    app.get(
      '/staff/workshops/:workshopId/people',
      {
        config: staffRoute('staff', 'read'),
        schema: {
          tags,
          summary: 'The people who work at the workshop',
          security: bearer,
          params: idParams('workshopId'),
          response: responses(z.array(ZStaffMember)),
        },
      },
      async (request) => ok(await staffAccounts.list(staffScope(request, request.params.workshopId))),
    );

    app.get(
      '/staff/workshops/:workshopId/team',
      {
        // Whoever reads job cards sees who is on them; the advisor assigns technicians from this list.
        config: staffRoute('jobCards', 'read'),
        schema: {
          tags,
          summary: 'The active advisors and technicians a job card may be given to',
          security: bearer,
          params: idParams('workshopId'),
          response: responses(z.array(ZTeamMember)),
        },
      },
      async (request) => ok(await staffAccounts.team(staffScope(request, request.params.workshopId))),
    );

    app.post(
      '/staff/workshops/:workshopId/people',
      {
        config: staffRoute('staff', 'change'),
        schema: {
          tags,
          summary: 'Add someone, in a role the caller may give',
          security: bearer,
          params: idParams('workshopId'),
          body: ZNewStaffBody,
          response: responses(ZStaffMember),
        },
      },
      async (request) => ok(await staffAccounts.add(request.brand, staffScope(request, request.params.workshopId), request.body)),
    );

    app.patch(
      '/staff/workshops/:workshopId/people/:staffId',
      {
        config: staffRoute('staff', 'change'),
        schema: {
          tags,
          summary: "Change someone's details, role, workshops or whether they can sign in",
          security: bearer,
          params: idParams('workshopId', 'staffId'),
          body: ZStaffChangeBody,
          response: responses(ZStaffMember),
        },
      },
      async (request) => ok(await staffAccounts.change(request.brand, staffScope(request, request.params.workshopId), request.params.staffId, request.body)),
    );
  };
