import type { FastifyInstance, FastifyPluginAsync, FastifyPluginCallback, FastifyPluginOptions } from 'fastify';

/**
 * Registers a third-party plugin (API docs, static files) whose routes are public. The routes are
 * marked at registration, in the plugin's own scope, rather than exempted by URL in the auth hook.
 */
export async function registerPublic<O extends FastifyPluginOptions>(
  app: FastifyInstance,
  plugin: FastifyPluginAsync<O> | FastifyPluginCallback<O>,
  options: O,
) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await scope.register(plugin, options);
  });
}
