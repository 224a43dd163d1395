import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { acquireDataDirLock } from './db/lock.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
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

  await app.listen({ port: config.PORT, host: config.HOST });
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST === '127.0.0.1' ? 'localhost' : config.HOST}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.PORT}`;
  console.log(`\n${config.BRAND_NAME} está listo en ${url}`);
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
