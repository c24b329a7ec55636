import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCEPTED_UPLOADS, BOOKING_IMAGE_MESSAGES } from '@servicebay/domain';
import { z } from 'zod';
import { ok, responses } from '../../platform/envelope';
import { fileOf, readMultipartForm } from '../../platform/http/multipart';
import { bearer, customerScope, idParams, MULTIPART } from '../../platform/http/route-kit';
import type { BookingImages } from './booking-images';

/** A booking's photos, added and removed on its details (customer spec section 7). */
export const bookingImagesRoutes =
  (bookingImages: BookingImages): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['bookings'];
    const params = idParams('bookingId');

    app.post(
      '/transaction/booking/:bookingId/images',
      {
        schema: {
          tags,
          summary: 'Add a photo to my booking (multipart field "file": png or jpg)',
          security: bearer,
          params,
          ...MULTIPART,
          response: responses(z.array(z.object({ message: z.string(), url: z.string() }))),
        },
      },
      async (request) => {
        const form = await readMultipartForm(request, ACCEPTED_UPLOADS.vehicleImage, BOOKING_IMAGE_MESSAGES.format);
        return ok(await bookingImages.add(customerScope(request), request.params.bookingId, fileOf(form, 'file')));
      },
    );

    app.delete(
      '/transaction/booking/:bookingId/images',
      {
        schema: {
          tags,
          summary: 'Remove a photo of my booking, named by its URL',
          security: bearer,
          params,
          querystring: z.object({ url: z.string().min(1).max(2_000) }),
          response: responses(z.array(z.object({ message: z.string() }))),
        },
      },
      async (request) => ok(await bookingImages.remove(customerScope(request), request.params.bookingId, request.query.url)),
    );
  };
