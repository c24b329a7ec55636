import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fromSaveFeedBack, SELECT_RATING, ZBookingFeedback, ZFeedbackPayload, ZFeedbackQuestion, ZSaveFeedBackPayload } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { bearer, clientName, customerScope, idParams, PUBLIC_ROUTE, requestLanguage } from '../../platform/http/route-kit';
import type { FeedbackService } from './feedback.service';

/**
 * Feedback of customer spec section 7, in both of its route families: the booking's own
 * (/transaction/booking/{id}/feedback) and the older /feedBack one, which the same service answers.
 */
export const feedbackRoutes =
  (feedback: FeedbackService): FastifyPluginAsyncZod =>
  async (app) => {
    // Named for what the booking must be to be rated; the isolation test aims it at a completed one.
    const params = idParams('completedBookingId');
    const tags = ['feedback'];

    app.get(
      '/settings/feedback-templates',
      {
        ...PUBLIC_ROUTE,
        schema: { tags, summary: 'The brand’s feedback questions', querystring: z.object({ clientName }), response: responses(z.array(ZFeedbackQuestion)) },
      },
      async (request) => ok(await feedback.questions(request.brand, requestLanguage(request))),
    );

    app.get(
      '/transaction/booking/:completedBookingId/feedback',
      {
        schema: {
          tags,
          summary: 'My feedback on a booking; null while none is given',
          security: bearer,
          params,
          response: responses(ZBookingFeedback.nullable()),
        },
      },
      async (request) => ok(await feedback.of(customerScope(request), request.brand, request.params.completedBookingId)),
    );

    app.post(
      '/transaction/booking/:completedBookingId/feedback',
      {
        schema: {
          tags,
          summary: 'Rate a completed booking of mine, once',
          security: bearer,
          params,
          body: ZFeedbackPayload,
          response: responses(ZBookingFeedback),
        },
      },
      async (request) => ok(await feedback.give(customerScope(request), request.brand, request.params.completedBookingId, request.body)),
    );

    app.get(
      '/feedBack/getFeedBack',
      {
        schema: {
          tags,
          summary: 'My feedback on a booking (the older family)',
          security: bearer,
          querystring: z.object({ bookingId: z.uuid({ error: 'Record Not Found' }) }),
          response: responses(ZBookingFeedback.nullable()),
        },
      },
      async (request) => ok(await feedback.of(customerScope(request), request.brand, request.query.bookingId)),
    );

    app.post(
      '/feedBack/saveFeedBack',
      {
        schema: {
          tags,
          summary: 'Rate a completed booking of mine (the older family)',
          security: bearer,
          body: ZSaveFeedBackPayload,
          response: responses(ZBookingFeedback),
        },
      },
      async (request) => {
        const { rating, responses: answers, comment } = fromSaveFeedBack(request.body);
        if (rating === undefined) throw new AppError('request/invalid', { message: SELECT_RATING, field: 'listOfFeedback' });
        return ok(await feedback.give(customerScope(request), request.brand, request.body.externalBookingId, { rating, responses: answers, comment }));
      },
    );
  };
