import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The installable-app manifest of the brand behind the host name: its name, colours and icon,
 * so each white-label app installs as itself (customer spec section 1).
 */
export const manifestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/manifest.webmanifest', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const brand = request.brand;
    const { theme } = brand.settings;
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
        icons: [{ src: brand.settings.tabIconName, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      });
  });
};
