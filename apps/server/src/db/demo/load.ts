import { count } from 'drizzle-orm';
import { user } from '../schema.ts';
import type { SeedDeps } from './seed.ts';

/**
 * Fills a fresh database with the demo catalogue and accounts; does nothing if users exist.
 * The demo module (its content and some 2 300 lines of cover art) is imported only when it is
 * about to be loaded: the production bundle keeps it in a chunk of its own (scripts/build.mjs
 * splits dynamic imports), which a server whose database already has people never reads.
 */
export async function seedDemoDataIfEmpty(deps: SeedDeps): Promise<boolean> {
  const [row] = await deps.db.select({ n: count() }).from(user);
  if ((row?.n ?? 0) > 0) return false;
  const { seedDemoData } = await import('./seed.ts');
  await seedDemoData(deps);
  return true;
}
