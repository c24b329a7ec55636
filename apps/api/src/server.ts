import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { seedIfEmpty } from './db/seed/seed';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    migrationsFolder: config.migrationsFolder,
  });
  await database.withStartupLock(async () => {
    await database.migrate();
    await seedIfEmpty(database.db);
  });
  const app = await buildApp({ config, database });

  app.services.jobs.start(config.jobsIntervalSeconds * 1000, (error) => app.log.error({ err: error }, 'job runner failed'));

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.services.jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`ServiceBay on http://localhost:${config.port} (${database.driver}); brands at http://<brand>.localhost:${config.port}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
