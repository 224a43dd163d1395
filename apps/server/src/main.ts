import { BRAND_NAME } from '@hv/shared';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { acquireDataDirLock } from './db/lock.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
    // Libraries that read it themselves (React, for the server-rendered pages) run their production
    // builds unless the configuration says otherwise.
    process.env.NODE_ENV ??= config.NODE_ENV;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  const app = await buildApp(config).catch((error) => {
    releaseLock();
    throw error;
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      releaseLock();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // While draining, answers say `Connection: close` and connections that fall idle are closed:
  // close() only closes the connections idle at that moment, so a keep-alive connection busy
  // when the signal came would otherwise hold the process (and the database) open for
  // keepAliveTimeout (72 s) after its last answer — past most orchestrators' grace period.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
    done();
  });

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const port = new URL(address).port;
  console.log(`\n${BRAND_NAME} está listo en http://localhost:${port}`);
  if (config.demoData) {
    console.log('Cuentas de demostración (contraseña demo1234):');
    console.log('  admin@example.com (Administrador), coordinador@example.com (Coordinador),');
    console.log('  organizador@example.com (Organizador), proveedor@example.com (Proveedor),');
    console.log('  viajero@example.com (Viajero, con semillas)\n');
  }
}

main().catch((error) => {
  console.error('No se pudo iniciar el servidor:', error instanceof Error ? error.message : error);
  process.exit(1);
});
