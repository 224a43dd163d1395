// `npm run create-admin -- EMAIL`: makes EMAIL an Administrador, creating the account (with a
// random password printed once) when it does not exist yet.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { acquireDataDirLock } from '../db/lock.ts';
import { migrate } from '../db/migrate.ts';
import { account, user } from '../db/schema.ts';
import { createRateLimiter } from '../lib/rate-limiter.ts';
import { createAuth } from '../modules/auth/index.ts';

const email = process.argv[2]?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('Uso: npm run create-admin -- correo@dominio.com');
  process.exit(2);
}

const config = loadConfig();
const release = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  const db = database.db;
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existing) {
    await db.update(user).set({ role: 'Administrador', updatedAt: new Date() }).where(eq(user.id, existing.id));
    console.log(`${email} ahora es Administrador.`);
  } else {
    const password = randomBytes(12).toString('base64url');
    // Only better-auth's password hasher is used here: it needs no signing secret.
    const signing = config.authSecret ?? randomBytes(32).toString('hex');
    const auth = createAuth({ ...config, authSecret: signing }, db, { send: async () => {} }, createRateLimiter(db));
    const { password: hasher } = await auth.$context;
    const hash = await hasher.hash(password);
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(user)
        .values({ name: email, email, emailVerified: true, role: 'Administrador' })
        .returning({ id: user.id });
      await tx.insert(account).values({ accountId: created!.id, providerId: 'credential', userId: created!.id, password: hash });
    });
    console.log(`Administrador creado: ${email}\nContraseña temporal (cámbiala al entrar): ${password}`);
  }
} finally {
  await database.close();
  release();
}
