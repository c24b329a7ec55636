import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZGlobalSettings, ZGlobalSettingsQuery, ZClientProfile } from '@servicebay/domain';
import { createAnswerCache } from '../../platform/answer-cache';
import { bytesResponses, ok, responses } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { brandIcon, brandLogo, brandSlide, vehicleKindOf } from './brand-assets';
import type { BrandsService } from './brands.service';

export const brandsRoutes =
  ({ brands }: { brands: BrandsService }): FastifyPluginAsyncZod =>
  async (app) => {
    // The profile is read by every app start; it changes only with the brand, which the cache follows.
    const profiles = createAnswerCache();

    app.post(
      '/profile/data',
      {
        config: { public: true },
        schema: {
          tags: ['brands'],
          summary: 'The client profile of the brand named by the Host (or x-client-name) header',
          response: responses(ZClientProfile),
        },
      },
      (request, reply) => profiles.send(request, reply, 'client-profile', () => ok(brands.clientProfile(request.brand))),
    );

    app.get(
      '/settings/global-settings',
      {
        config: { public: true },
        schema: {
          tags: ['brands'],
          summary: 'Global settings: workshop listing model and app versions',
          querystring: ZGlobalSettingsQuery,
          response: responses(ZGlobalSettings),
        },
      },
      async (request) => {
        const named = request.query.clientName ? await brands.bySlug(request.query.clientName) : null;
        if (request.query.clientName && !named) throw new AppError('resource/not-found', { message: 'Unknown client', field: 'clientName' });
        return ok(await brands.globalSettings(named ?? request.brand));
      },
    );

    app.get(
      '/brand-assets/:slug/:asset',
      {
        config: { public: true },
        schema: {
          tags: ['brands'],
          summary: "A brand's generated logo, icon or login slide (SVG)",
          params: z.object({ slug: z.string().max(64), asset: z.string().regex(/^(logo|icon|icon-full-bleed|slide-[1-9])\.svg$/, 'Unknown asset') }),
          response: bytesResponses('image/svg+xml', 'The drawing'),
        },
      },
      async (request, reply) => {
        const brand = await brands.bySlug(request.params.slug);
        if (!brand) throw new AppError('resource/not-found');
        const { asset } = request.params;
        const { theme } = brand.settings;
        const kind = vehicleKindOf(brand.settings.variant);
        const svg =
          asset === 'logo.svg'
            ? brandLogo(brand.name, theme, kind)
            : asset.startsWith('icon')
              ? brandIcon(brand.name, theme, kind, { fullBleed: asset === 'icon-full-bleed.svg' })
              : brandSlide(Number(asset.slice(6, -4)), theme, kind);
        if (!svg) throw new AppError('resource/not-found');
        return reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml').send(svg);
      },
    );
  };
