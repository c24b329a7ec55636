import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBooking, ZBookingChange, ZBookingCreated, ZBookingInput, ZIdempotencyKey, ZPaymentOrder } from '@servicebay/domain';
import type { CustomerAnswers } from '../../platform/customer-answers';
import { ok, responses } from '../../platform/envelope';
import { bearer, customerScope, idParams, requestLanguage } from '../../platform/http/route-kit';
import type { BookingChanges } from './booking-changes';
import type { BookingsService } from './bookings.service';

/** Other headers stay as they came (the bearer token among them). */
const ZBookingHeaders = z.looseObject({ 'idempotency-key': ZIdempotencyKey.optional() });

/**
 * The booking routes of customer spec section 7. A customer reads and books only their own; another
 * customer's or another brand's booking is not found.
 */
export const bookingsRoutes =
  ({
    bookings,
    bookingChanges,
    customerAnswers,
  }: {
    bookings: BookingsService;
    bookingChanges: BookingChanges;
    customerAnswers: CustomerAnswers;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['bookings'];

    app.post(
      '/transaction/bookings',
      {
        schema: {
          tags,
          summary: 'Book the cart into a workshop slot; a retry with the same Idempotency-Key answers the same booking',
          security: bearer,
          headers: ZBookingHeaders,
          body: ZBookingInput,
          response: responses(ZBookingCreated),
        },
      },
      async (request) =>
        ok(await bookings.create(request.brand, customerScope(request), request.body, request.headers['idempotency-key'] ?? null, requestLanguage(request))),
    );

    app.get(
      '/transaction/bookings',
      { schema: { tags, summary: 'My bookings, newest first', security: bearer, response: responses(z.array(ZBooking)) } },
      (request, reply) => {
        const owner = customerScope(request);
        const language = requestLanguage(request);
        return customerAnswers.send(request, reply, owner, `bookings:${language}`, async () => ok(await bookings.list(request.brand, owner, language)));
      },
    );

    app.get(
      '/transaction/booking/:bookingId',
      {
        schema: {
          tags,
          summary: 'One of my bookings, with its services, bill and timeline',
          security: bearer,
          params: idParams('bookingId'),
          response: responses(ZBooking),
        },
      },
      (request, reply) => {
        const owner = customerScope(request);
        const language = requestLanguage(request);
        const { bookingId } = request.params;
        return customerAnswers.send(request, reply, owner, `booking:${bookingId}:${language}`, async () =>
          ok(await bookings.get(request.brand, owner, bookingId, language)),
        );
      },
    );

    app.patch(
      '/transaction/booking/:bookingId',
      {
        schema: {
          tags,
          summary: 'Reschedule my booking, or change its places or notes, before the vehicle is handed over to the workshop',
          security: bearer,
          params: idParams('bookingId'),
          body: ZBookingChange,
          response: responses(ZBooking),
        },
      },
      async (request) => {
        const owner = customerScope(request);
        await bookingChanges.change(request.brand, owner, request.params.bookingId, request.body);
        return ok(await bookings.get(request.brand, owner, request.params.bookingId, requestLanguage(request)));
      },
    );

    app.delete(
      '/transaction/booking/:bookingId',
      {
        schema: {
          tags,
          summary: 'Cancel my booking before the vehicle is handed over to the workshop (its job card is cancelled with it); its slot is free again at once',
          security: bearer,
          params: idParams('bookingId'),
          response: responses(ZBooking),
        },
      },
      async (request) => {
        const owner = customerScope(request);
        await bookingChanges.cancel(request.brand, owner, request.params.bookingId);
        return ok(await bookings.get(request.brand, owner, request.params.bookingId, requestLanguage(request)));
      },
    );

    app.get(
      '/transaction/booking/order/:bookingId',
      {
        schema: {
          tags: ['payments'],
          summary: 'The gateway order for my booking’s advance (else everything payable), in minor units',
          security: bearer,
          params: idParams('bookingId'),
          response: responses(ZPaymentOrder),
        },
      },
      async (request) => ok(await bookings.paymentOrder(customerScope(request), request.params.bookingId)),
    );
  };
