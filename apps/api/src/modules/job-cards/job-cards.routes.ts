import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZEmpty,
  ZInboxBooking,
  ZJobBoard,
  ZJobBoardQuery,
  ZJobCard,
  ZJobCardChangeBody,
  ZJobCardMoveBody,
  ZPickup,
  ZRejectBookingBody,
  ZWalkInJobCardBody,
} from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, idParams, staffRoute, staffScope } from '../../platform/http/route-kit';
import type { BookingsInbox } from './bookings-inbox.service';
import type { JobCardsService } from './job-cards.service';
import type { WalkIns } from './walk-in.service';

/**
 * The job board, job cards and the bookings inbox of one workshop (workshop spec sections 2 to 4;
 * issue 11 parts 5 and 6). Who may do what is the permission matrix (the route's area) and, for a
 * move, the state machine's roles.
 */
type Deps = { jobCards: JobCardsService; bookingsInbox: BookingsInbox; walkIns: WalkIns };

export const jobCardsRoutes =
  ({ jobCards, bookingsInbox, walkIns }: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['job cards'];
    const base = '/staff/workshops/:workshopId';

    app.get(
      `${base}/job-cards`,
      {
        config: staffRoute('jobCards', 'read'),
        schema: {
          tags,
          summary: 'The job board: search by card number, plate start or end, part of a mobile number or name; filter by status, advisor and day',
          security: bearer,
          params: idParams('workshopId'),
          querystring: ZJobBoardQuery,
          response: responses(ZJobBoard),
        },
      },
      async (request) => ok(await jobCards.board(request.brand, staffScope(request, request.params.workshopId), request.query)),
    );

    app.post(
      `${base}/job-cards`,
      {
        config: staffRoute('jobCards', 'change'),
        schema: {
          tags,
          summary: "Open a job card at the door: a customer's vehicle, in the workshop now",
          security: bearer,
          params: idParams('workshopId'),
          body: ZWalkInJobCardBody,
          response: responses(ZJobCard),
        },
      },
      async (request) => ok(await walkIns.open(staffScope(request, request.params.workshopId), request.body)),
    );

    app.get(
      `${base}/job-cards/:jobCardId`,
      {
        config: staffRoute('jobCards', 'read'),
        schema: {
          tags,
          summary: 'One job card with its history and the moves the caller may make',
          security: bearer,
          params: idParams('workshopId', 'jobCardId'),
          response: responses(ZJobCard),
        },
      },
      async (request) => ok(await jobCards.get(staffScope(request, request.params.workshopId), request.params.jobCardId)),
    );

    app.patch(
      `${base}/job-cards/:jobCardId`,
      {
        config: staffRoute('jobCards', 'change'),
        schema: {
          tags,
          summary: 'The intake details: advisor, technicians, readings, concerns, delivery',
          security: bearer,
          params: idParams('workshopId', 'jobCardId'),
          body: ZJobCardChangeBody,
          response: responses(ZJobCard),
        },
      },
      async (request) => ok(await jobCards.change(staffScope(request, request.params.workshopId), request.params.jobCardId, request.body)),
    );

    app.post(
      `${base}/job-cards/:jobCardId/status`,
      {
        // Technicians and the gate move cards too: the state machine decides which moves, by role.
        config: staffRoute('jobCards', 'read'),
        schema: {
          tags,
          summary: 'Move the job card to its next status (the customer’s timeline follows)',
          security: bearer,
          params: idParams('workshopId', 'jobCardId'),
          body: ZJobCardMoveBody.extend({ pickup: ZPickup.optional() }),
          response: responses(ZJobCard),
        },
      },
      async (request) => ok(await jobCards.move(request.brand, staffScope(request, request.params.workshopId), request.params.jobCardId, request.body)),
    );

    app.get(
      `${base}/bookings`,
      {
        config: staffRoute('bookings', 'read'),
        schema: {
          tags,
          summary: 'The bookings inbox: customers’ bookings waiting for the workshop',
          security: bearer,
          params: idParams('workshopId'),
          response: responses(z.array(ZInboxBooking)),
        },
      },
      async (request) => ok(await bookingsInbox.list(staffScope(request, request.params.workshopId))),
    );

    app.post(
      `${base}/bookings/:bookingId/accept`,
      {
        config: staffRoute('bookings', 'change'),
        schema: {
          tags,
          summary: 'Accept a booking: its job card opens',
          security: bearer,
          params: idParams('workshopId', 'bookingId'),
          response: responses(ZJobCard),
        },
      },
      async (request) => ok(await bookingsInbox.accept(request.brand, staffScope(request, request.params.workshopId), request.params.bookingId)),
    );

    app.post(
      `${base}/bookings/:bookingId/reject`,
      {
        config: staffRoute('bookings', 'change'),
        schema: {
          tags,
          summary: 'Reject a booking with remarks the customer reads; its slot is freed',
          security: bearer,
          params: idParams('workshopId', 'bookingId'),
          body: ZRejectBookingBody,
          response: responses(ZEmpty),
        },
      },
      async (request) => {
        await bookingsInbox.reject(request.brand, staffScope(request, request.params.workshopId), request.params.bookingId, request.body.remarks);
        return ok({});
      },
    );
  };
