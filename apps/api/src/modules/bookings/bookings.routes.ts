import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBooking, ZBookingCreated, ZBookingInput, ZIdempotencyKey } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, customerScope, idParams, requestLanguage } from '../../platform/http/route-kit';

/** Other headers stay as they came (the bearer token among them). */
const ZBookingHeaders = z.looseObject({ 'idempotency-key': ZIdempotencyKey.optional() });

/**
 * The booking routes of customer spec section 7. A customer reads and books only their own; another
 * customer's or another brand's booking is not found.
 */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bookings } = app.services;
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
    async (request) => ok(await bookings.list(request.brand, customerScope(request), requestLanguage(request))),
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
    async (request) => ok(await bookings.get(request.brand, customerScope(request), request.params.bookingId, requestLanguage(request))),
  );
};
