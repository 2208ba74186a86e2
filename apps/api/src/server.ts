// Starts the API process: settings, database (migrated, seeded when empty), HTTP server, graceful shutdown.
import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import app, { serverOptions } from './app';
import { ConfigError, loadConfig, startWarnings } from './config';
import { openDatabase } from './db/open';
import { seedIfEmpty } from './seed/seed';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const fastify = Fastify(serverOptions(config));
  for (const warning of startWarnings(config)) fastify.log.warn(warning);
  const database = await openDatabase(config);
  if (await seedIfEmpty(database.db)) fastify.log.info('seeded an empty database');
  await fastify.register(app, { config, database });

  closeWithGrace({ delay: config.SHUTDOWN_TIMEOUT_MS }, async ({ signal, err }) => {
    if (err) fastify.log.error({ err }, 'shutting down after an error');
    else fastify.log.info({ signal }, 'shutting down');
    // Stops accepting connections, lets in-flight requests finish, then closes the database (onClose hook).
    await fastify.close();
  });

  await fastify.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
