import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, Db } from './db/client';
import { composeServer, type CompositionOptions, type Services } from './composition';
import { registerAuth } from './platform/auth/auth-hook';
import { registerErrorHandling } from './platform/errors';
import { registerInputGuard } from './platform/http/input-guard';
import { registerPublic } from './platform/public-routes';
import { eventsRoutes } from './platform/events/events.routes';
import { startLiveEvents } from './platform/events/live-events';
import { filesRoutes } from './platform/storage/files.routes';
import { createResponseSerializerCompiler } from './platform/response-serializer';
import { openApiTransform } from './platform/openapi-document';
import { registerTenancy } from './platform/tenancy';
import { loadScreenRenderer } from './platform/screen-renderer';
import { inProcessFetch } from './platform/in-process-fetch';
import { registerWebApps } from './platform/web-apps';
import { apiDocsPolicy, registerSecurityHeaders } from './platform/security-headers';
import { lazyChildLogger, requestForLog } from './platform/request-log';
import { clientProfilePageHead, createBrandIconCheck, manifestRoutes } from './modules/brands';
import { pageSessionOf } from './modules/identity';

export type AppOptions = CompositionOptions;
export type { Services };

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    services: Services;
    db: Db;
    dbDriver: Database['driver'];
  }
}

/** Builds the whole application; the server and the tests both call this. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: config.nodeEnv === 'test' ? false : { level: config.logLevel, serializers: { req: requestForLog } },
    // A line per request drowns what matters (and costs more than many routes): only when LOG_LEVEL asks.
    logController: new LogController({ disableRequestLogging: !config.logsRequests }),
    childLoggerFactory: lazyChildLogger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Any param reaches the input guard, which answers a too-long one with a 400 in the envelope
    // (the router's own limit answers 414 outside it). Node's header limit bounds the URL anyway.
    routerOptions: { maxParamLength: 16 * 1024 },
  }).withTypeProvider<ZodTypeProvider>();

  // Clients send a JSON content type on every call, bodiless POSTs included (customer spec section 7).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    parseJson(request, text, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ checkWithZod: config.nodeEnv !== 'production' }));
  const { services, modules } = composeServer(options);
  registerErrorHandling(app, Object.assign({}, ...modules.map((module) => module.uniqueConstraints ?? {})));
  registerInputGuard(app);
  registerSecurityHeaders(app, config);
  app.decorate('services', services);
  app.decorate('db', database.db);
  app.decorate('dbDriver', database.driver);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'ServiceBay API', description: 'One API for the customer app and the workshop app.', version: '0.1.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: openApiTransform,
  });
  if (config.apiDocs) await registerPublic(app, fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true, transformStaticCSP: apiDocsPolicy });

  await app.register(fastifyMultipart);
  await app.register(fastifyCookie);
  registerTenancy(app, services.brands.resolve);
  registerAuth(app, {
    tokens: services.tokens,
    operatorKey: services.operatorKey,
    isSessionCurrent: services.sessions.isCurrent,
    staffSession: services.staffSessions.workshopsOfSession,
  });
  const { customerAnswers, sessions, keptPlaces } = services;
  // The caches of this process forget what another process changed as soon as they hear of it.
  const liveEvents = await startLiveEvents(app, database, options.now ?? (() => new Date()), {
    heard: (notice) => {
      customerAnswers.forgetOnEvent(notice);
      sessions.forgetOnEvent(notice);
      if (notice.workshopId) keptPlaces.forget(notice.workshopId);
    },
    missed: () => {
      customerAnswers.forgetAll();
      sessions.forgetAll();
      keptPlaces.forgetAll();
    },
  });
  // The handler's transaction has committed: the customer's next read here must not be an old answer.
  app.addHook('onSend', (request, _reply, payload, done) => {
    customerAnswers.forgetAfterWrite(request);
    done(null, payload);
  });

  for (const module of modules) for (const job of module.jobs ?? []) services.jobs.register(job);
  await app.register(
    async (api) => {
      for (const module of modules) for (const routes of module.routes) await api.register(routes);
      await api.register(eventsRoutes(liveEvents));
      if (services.localStorage) await api.register(filesRoutes(services.localStorage));
    },
    { prefix: '/api' },
  );

  const hasBrandIcons = createBrandIconCheck(config.customerDist);
  await app.register(manifestRoutes, { hasBrandIcons });
  await registerWebApps(
    app,
    { customer: config.customerDist, workshop: config.workshopDist },
    {
      customerPageHead: (brand) => clientProfilePageHead(services.brands.clientProfile(brand), hasBrandIcons(brand.slug)),
      customerScreens: () => loadScreenRenderer(config.customerPrerender, (brand) => services.brands.clientProfile(brand)),
      signedInReads: async (request) => {
        const refreshToken = pageSessionOf(request);
        const accessToken = refreshToken ? await sessions.pageAccessToken(request.brand, refreshToken) : null;
        return accessToken ? { accessToken, fetch: inProcessFetch(app, request) } : null;
      },
    },
  );
  return app;
}
