import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAvailableDates, ZAvailableDatesQuery, ZAvailableSlotsQuery, ZOpenSlot, ZWorkshopCalendarAnswer } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { createAnswerCache } from '../../platform/answer-cache';
import { PUBLIC_ROUTE } from '../../platform/http/route-kit';
import type { WorkshopsService } from '../workshops';
import type { CalendarService } from './calendar.service';
import type { KeptPlaces } from './kept-places';

/**
 * The calendar routes of customer spec section 7. Public like the workshops they read: a guest
 * picks a slot before signing in to book. Every read is of the host's brand's workshop.
 */
type Deps = { calendar: CalendarService; keptPlaces: KeptPlaces; onWorkshopChange: WorkshopsService['onChange'] };

export const calendarRoutes =
  ({ calendar, keptPlaces, onWorkshopChange }: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['calendar'];
    // A day's slots are kept as answers (decision 0029) until a place or a workshop changes.
    const slotAnswers = createAnswerCache();
    for (const stop of [keptPlaces.onForget(slotAnswers.forget), onWorkshopChange(slotAnswers.forget)]) app.addHook('onClose', async () => stop());

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
      async (request, reply) => {
        const { workshopId, date } = request.query;
        const key = await calendar.slotsAnswerKey(request.brand, workshopId, date);
        return slotAnswers.send(request, reply, key, async () => ok(await calendar.availableSlots(request.brand, workshopId, date)));
      },
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
