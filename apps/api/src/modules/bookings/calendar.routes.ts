import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAvailableDates, ZAvailableDatesQuery, ZAvailableSlotsQuery, ZOpenSlot, ZWorkshopCalendarAnswer } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { PUBLIC_ROUTE } from '../../platform/http/route-kit';

/**
 * The calendar routes of customer spec section 7. Public like the workshops they read: a guest
 * picks a slot before signing in to book. Every read is of the host's brand's workshop.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calendar } = app.services;
  const tags = ['calendar'];

  app.get(
    '/transaction/calendar/available-dates',
    {
      ...PUBLIC_ROUTE,
      schema: {
        tags,
        summary: 'The days a workshop can be booked on: its open days in the booking window',
        querystring: ZAvailableDatesQuery,
        response: responses(ZAvailableDates),
      },
    },
    async (request) => ok(await calendar.availableDates(request.brand, request.query.workshopId)),
  );

  app.get(
    '/transaction/calendar/available-slots',
    {
      ...PUBLIC_ROUTE,
      schema: {
        tags,
        summary: 'A day’s slots with room left at a workshop (today: those after the current hour there)',
        querystring: ZAvailableSlotsQuery,
        response: responses(z.array(ZOpenSlot)),
      },
    },
    async (request) => ok(await calendar.availableSlots(request.brand, request.query.workshopId, request.query.date)),
  );

  app.get(
    '/transaction/calendar/available-slots-ByWorkshopId',
    {
      ...PUBLIC_ROUTE,
      schema: {
        tags,
        summary: 'A workshop’s working days, hours, slot length and holidays, with its bookable days',
        querystring: ZAvailableDatesQuery,
        response: responses(ZWorkshopCalendarAnswer),
      },
    },
    async (request) => ok(await calendar.workshopCalendar(request.brand, request.query.workshopId)),
  );
};
