import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApplyReferral, ZReferralApplied, ZReferralDetails } from '@servicebay/domain';
import { z } from 'zod';
import { ok, responses } from '../../platform/envelope';
import { bearer, customerScope } from '../../platform/http/route-kit';
import type { ReferralsService } from './referrals.service';

/** Refer and Earn's routes of customer spec section 7. */
export const referralsRoutes =
  ({ referrals }: { referrals: ReferralsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['referral'];

    app.get(
      '/user/referral',
      { schema: { tags, summary: 'My referral code, points and referrals left', security: bearer, response: responses(z.array(ZReferralDetails)) } },
      async (request) => ok(await referrals.details(customerScope(request), request.brand)),
    );

    app.post(
      '/user/referral',
      { schema: { tags, summary: 'Apply another customer’s referral code', security: bearer, body: ZApplyReferral, response: responses(ZReferralApplied) } },
      async (request) => ok(await referrals.apply(customerScope(request), request.body.referralCode)),
    );
  };
