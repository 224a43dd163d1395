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

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const port = new URL(address).port;
  console.log(`\n${config.BRAND_NAME} está listo en http://localhost:${port}`);
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
