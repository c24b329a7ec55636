import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCustomerEstimate, ZEstimate, ZEstimateAnswerBody, ZEstimateLinkSent, ZEstimateSendBody, ZPaymentOrder, ZStaffApprovalBody } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, customerScope, idParams, staffRoute, staffScope } from '../../platform/http/route-kit';
import type { EstimateAdvance } from './estimate-advance';
import type { EstimateAnswers } from './estimate-answers.service';

/** A link's token: the card's id, its expiry and signature (estimate-link.ts); anything else is not one. */
const ZLinkParams = z.object({
  token: z
    .string()
    .min(10)
    .max(200)
    .regex(/^[\w.-]+$/, { error: 'Record Not Found' }),
});

/**
 * Sending an estimate and its answers (issue 27 part 2): the desk sends, sends the link again and
 * records an answer taken at the counter or by phone; the customer answers in the app (their
 * booking's estimate) or through the link, without signing in.
 */
export const estimateAnswersRoutes =
  (answers: EstimateAnswers, advance: EstimateAdvance): FastifyPluginAsyncZod =>
  async (app) => {
    const staffTags = ['estimates'];
    const base = '/staff/workshops/:workshopId/job-cards/:jobCardId/estimate';
    const card = idParams('workshopId', 'jobCardId');

    app.post(
      `${base}/send`,
      {
        config: staffRoute('estimates', 'change'),
        schema: {
          tags: staffTags,
          summary:
            'Send the estimate: its lines frozen as the next version, the customer told in the app and sent the link by SMS; optionally a share of the approved work asked in advance',
          security: bearer,
          params: card,
          body: ZEstimateSendBody,
          response: responses(z.object({ estimate: ZEstimate, link: ZEstimateLinkSent.nullable() })),
        },
      },
      async (request) => ok(await answers.send(request.brand, staffScope(request, request.params.workshopId), request.params.jobCardId, request.body)),
    );

    app.post(
      `${base}/resend`,
      {
        config: staffRoute('estimates', 'change'),
        schema: {
          tags: staffTags,
          summary: "Send the customer link again ('resend link')",
          security: bearer,
          params: card,
          response: responses(ZEstimateLinkSent),
        },
      },
      async (request) => ok(await answers.resend(request.brand, staffScope(request, request.params.workshopId), request.params.jobCardId)),
    );

    app.post(
      `${base}/approval`,
      {
        config: staffRoute('estimates', 'change'),
        schema: {
          tags: staffTags,
          summary: "Record the customer's answer taken at the counter or by phone, line by line",
          security: bearer,
          params: card,
          body: ZStaffApprovalBody,
          response: responses(ZEstimate),
        },
      },
      async (request) =>
        ok(await answers.recordApproval(request.brand, staffScope(request, request.params.workshopId), request.params.jobCardId, request.body)),
    );

    const customerTags = ['bookings'];
    app.get(
      '/transaction/booking/:bookingId/estimate',
      {
        schema: {
          tags: customerTags,
          summary: "My booking's estimate as the workshop sent it, to approve or decline line by line",
          security: bearer,
          params: idParams('bookingId'),
          response: responses(ZCustomerEstimate),
        },
      },
      async (request) => ok(await answers.forCustomer(customerScope(request), request.params.bookingId)),
    );

    app.post(
      '/transaction/booking/:bookingId/estimate/answer',
      {
        schema: {
          tags: customerTags,
          summary: 'Approve or decline each line of the estimate',
          security: bearer,
          params: idParams('bookingId'),
          body: ZEstimateAnswerBody,
          response: responses(ZCustomerEstimate),
        },
      },
      async (request) => ok(await answers.answerAsCustomer(request.brand, customerScope(request), request.params.bookingId, request.body, request.ip)),
    );

    app.post(
      '/transaction/booking/:bookingId/estimate/answer-and-pay',
      {
        schema: {
          tags: customerTags,
          summary: 'Approve the estimate and pay the advance the workshop asks on the approved work: the gateway order, the answer recorded once it is paid',
          security: bearer,
          params: idParams('bookingId'),
          body: ZEstimateAnswerBody,
          response: responses(ZPaymentOrder),
        },
      },
      async (request) => ok(await advance.orderFor(request.brand, customerScope(request), request.params.bookingId, request.body, request.ip)),
    );

    app.get(
      '/estimate-links/:token',
      {
        config: { public: true },
        schema: {
          tags: customerTags,
          summary: 'The estimate a link sent by SMS opens, without signing in',
          params: ZLinkParams,
          response: responses(ZCustomerEstimate),
        },
      },
      async (request) => ok(await answers.byLink(request.brand, request.params.token)),
    );

    app.post(
      '/estimate-links/:token/answer',
      {
        config: { public: true },
        schema: {
          tags: customerTags,
          summary: 'Approve or decline each line through the link',
          params: ZLinkParams,
          body: ZEstimateAnswerBody,
          response: responses(ZCustomerEstimate),
        },
      },
      async (request) => ok(await answers.answerByLink(request.brand, request.params.token, request.body, request.ip)),
    );
  };
