import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boundedMap } from '../../../platform/bounded-map';
import { bytesResponses } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import { PUBLIC_ROUTE } from '../../../platform/http/route-kit';
import type { Brand } from '../../../platform/tenancy';
import { drawWorkshopPicture, PICTURE_FILE, pictureFingerprint, pictureOfFile } from './workshop-pictures';

/** A picture's name never changes what it shows (its fingerprint does), so browsers keep it a year. */
const KEPT_A_YEAR = 'public, max-age=31536000, immutable';
/** A name made before the brand's colours changed: today's drawing, kept briefly. */
const KEPT_BRIEFLY = 'public, max-age=300';
/** Brands times scenes times variations, with room for a few fingerprints. */
const DRAWINGS_KEPT = 500;

/**
 * The workshops' pictures (decision 0024) as brand art is served (brands.routes.ts): public, by
 * the brand's slug, drawn in its colours. Each drawing is made once per process.
 */
export const workshopPicturesRoutes =
  (brandBySlug: (slug: string) => Promise<Brand | null>): FastifyPluginAsyncZod =>
  async (app) => {
    const drawings = boundedMap<string, string>(DRAWINGS_KEPT);

    app.get(
      '/workshop-pictures/:slug/:asset',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags: ['workshops'],
          summary: 'A picture of a workshop (SVG): its front, bays or reception, in the brand’s colours',
          params: z.object({ slug: z.string().max(64), asset: z.string().regex(PICTURE_FILE, 'Unknown picture') }),
          response: bytesResponses('image/svg+xml', 'The picture'),
        },
      },
      async (request, reply) => {
        const brand = await brandBySlug(request.params.slug);
        const picture = pictureOfFile(request.params.asset);
        if (!brand || !picture) throw new AppError('resource/not-found');
        const fingerprint = pictureFingerprint(brand.settings);
        const key = `${fingerprint}:${picture.scene}-${picture.variation}`;
        let svg = drawings.get(key);
        if (svg === undefined) drawings.set(key, (svg = drawWorkshopPicture(brand.settings, picture.scene, picture.variation)));
        return reply
          .header('cache-control', picture.fingerprint === fingerprint ? KEPT_A_YEAR : KEPT_BRIEFLY)
          .type('image/svg+xml')
          .send(svg);
      },
    );
  };
