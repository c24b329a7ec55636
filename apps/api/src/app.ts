import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createAccessTokens } from './platform/auth/access-token';
import { registerAuth } from './platform/auth/auth-hook';
import { registerErrorHandling } from './platform/errors';
import { registerPublic } from './platform/public-routes';
import { createResponseSerializerCompiler } from './platform/response-serializer';
import { createOutboxSmsSender, createTwilioSmsSender, type SmsSender } from './platform/sms/sms-sender';
import { registerTenancy } from './platform/tenancy';
import { registerWebApps } from './platform/web-apps';
import fastifyMultipart from '@fastify/multipart';
import { createGazetteerGeocoder } from './platform/geo/gazetteer-geocoder';
import { createNominatimGeocoder } from './platform/geo/nominatim-geocoder';
import { createJobQueue } from './platform/jobs/jobs';
import { createS3Storage, type S3Options } from './platform/storage/s3-storage';
import { createLocalStorage } from './platform/storage/storage';
import { filesRoutes } from './platform/storage/files.routes';
import { accountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { guestJoinsAccount } from './modules/account/guest-merge';
import { createCatalogRepository } from './modules/catalog/catalog.repository';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService } from './modules/catalog/catalog.service';
import { addressesRoutes } from './modules/garage/addresses.routes';
import { createAddressesRepository } from './modules/garage/addresses.repository';
import { createAddressesService } from './modules/garage/addresses.service';
import { documentsRoutes } from './modules/garage/documents.routes';
import { createDocumentsRepository } from './modules/garage/documents.repository';
import { createDocumentsService } from './modules/garage/documents.service';
import { profileRoutes } from './modules/garage/profile.routes';
import { createProfileService } from './modules/garage/profile.service';
import { vehiclesRoutes } from './modules/garage/vehicles.routes';
import { createVehiclesRepository } from './modules/garage/vehicles.repository';
import { createVehiclesService } from './modules/garage/vehicles.service';
import { createBrandsRepository } from './modules/brands/brands.repository';
import { brandsRoutes } from './modules/brands/brands.routes';
import { manifestRoutes } from './modules/brands/manifest.routes';
import { createBrandsService } from './modules/brands/brands.service';
import { devRoutes } from './modules/dev/dev.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createIdentityRepository } from './modules/identity/identity.repository';
import { identityRoutes } from './modules/identity/identity.routes';
import { createOtpService } from './modules/identity/otp.service';
import { createSessionService } from './modules/identity/session.service';

export type AppOptions = {
  config: Config;
  database: Database;
  /** Tests move the clock to check expiry rules. */
  now?: () => Date;
  sms?: SmsSender;
};

function composeServices({ config, database, now = () => new Date(), sms }: AppOptions) {
  const db = database.db;
  const tokens = createAccessTokens(config.jwtSecret, now);
  const smsSender = sms ?? (config.sms.provider === 'twilio' ? createTwilioSmsSender(db, config.sms) : createOutboxSmsSender(db));
  const localStorage = config.storage.driver === 'local' ? createLocalStorage({ root: config.storage.root, secret: config.jwtSecret, now }) : null;
  const storage = localStorage ?? createS3Storage(config.storage as S3Options);
  const geo = config.geocoderUrl ? createNominatimGeocoder({ baseUrl: config.geocoderUrl, userAgent: 'ServiceBay/0.1' }) : createGazetteerGeocoder();
  const jobs = createJobQueue(db, now);

  const identity = createIdentityRepository(db);
  const vehiclesRepository = createVehiclesRepository(db);
  const addressesRepository = createAddressesRepository(db);
  const documentsRepository = createDocumentsRepository(db);
  const otp = createOtpService({ db, repository: identity, sms: smsSender, secret: config.jwtSecret, testNumbers: config.testOtpNumbers, now });
  const catalog = createCatalogService(db, createCatalogRepository(db));
  return {
    tokens,
    jobs,
    geo,
    localStorage,
    brands: createBrandsService(createBrandsRepository(db), { mapTileUrl: config.mapTileUrl }),
    otp,
    sessions: createSessionService({ db, repository: identity, otp, tokens, now, guestJoinsAccount: guestJoinsAccount(storage) }),
    catalog,
    profile: createProfileService({ identity, vehicles: vehiclesRepository, addresses: addressesRepository, storage }),
    vehicles: createVehiclesService({ db, vehicles: vehiclesRepository, documents: documentsRepository, identity, catalog, storage }),
    addresses: createAddressesService({ db, addresses: addressesRepository, identity }),
    documents: createDocumentsService({ db, documents: documentsRepository, vehicles: vehiclesRepository, storage }),
    account: createAccountService({ db, identity, jobs, storage, now }),
  };
}

export type Services = ReturnType<typeof composeServices>;

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
    logger: config.nodeEnv === 'test' ? false : { level: config.logLevel },
    // A log line per request costs more than many routes; production keeps it for debug and trace.
    logController: new LogController({ disableRequestLogging: config.nodeEnv === 'production' && config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    trustProxy: true,
    bodyLimit: 1024 * 1024,
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
  registerErrorHandling(app);

  const services = composeServices(options);
  app.decorate('services', services);
  app.decorate('db', database.db);
  app.decorate('dbDriver', database.driver);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'ServiceBay API', description: 'One API for the customer app and the workshop app.', version: '0.1.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await registerPublic(app, fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(fastifyMultipart);
  registerTenancy(app, services.brands.resolve);
  registerAuth(app, services.tokens);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(brandsRoutes);
      await api.register(identityRoutes);
      await api.register(catalogRoutes);
      await api.register(profileRoutes);
      await api.register(vehiclesRoutes);
      await api.register(addressesRoutes);
      await api.register(documentsRoutes);
      await api.register(accountRoutes);
      if (services.localStorage) await api.register(filesRoutes(services.localStorage));
      if (config.nodeEnv !== 'production') await api.register(devRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(manifestRoutes);
  await registerWebApps(app, { customer: config.customerDist, workshop: config.workshopDist });
  return app;
}
