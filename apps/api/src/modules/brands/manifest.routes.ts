import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRAND_ICON_FILES, brandIconFolder } from './brand-icon-files';

/**
 * Whether a brand's PNG icons are in the customer app's build: they are drawn for the seeded
 * brands only (brand-icon-files.ts); another brand installs with its SVG icon alone. Asked once
 * per brand, since a build does not change under a running server.
 */
export function createBrandIconCheck(customerDist: string) {
  const known = new Map<string, boolean>();
  return (slug: string) => {
    if (!known.has(slug)) known.set(slug, existsSync(path.join(customerDist, brandIconFolder(slug), BRAND_ICON_FILES[0].file)));
    return known.get(slug)!;
  };
}

/**
 * The installable-app manifest of the brand behind the host name: its name, colours and icons,
 * so each white-label app installs as itself (customer spec section 1). Android offers
 * installation only with 192 and 512 px PNG icons; the SVG stays for browsers that take it.
 */
export const manifestRoutes: FastifyPluginAsyncZod<{ hasBrandIcons: (slug: string) => boolean }> = async (app, { hasBrandIcons }) => {
  app.get('/manifest.webmanifest', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const brand = request.brand;
    const { theme } = brand.settings;
    const pngIcons = hasBrandIcons(brand.slug)
      ? BRAND_ICON_FILES.filter((icon) => icon.file.startsWith('icon-')).map((icon) => ({
          src: `${brandIconFolder(brand.slug)}/${icon.file}`,
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
          purpose: icon.fullBleed ? 'maskable' : 'any',
        }))
      : [];
    return reply
      .type('application/manifest+json')
      .header('cache-control', 'no-cache')
      .send({
        name: brand.name,
        short_name: brand.settings.tabName || brand.name,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: theme.primary,
        background_color: theme.surface,
        icons: [...pngIcons, { src: brand.settings.tabIconName, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      });
  });
};
