import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE_NAME = 'auth-secret';
const MIN_LENGTH = 32;

/**
 * The embedded site's signing secret: made at random on the first start and kept in
 * DATA_DIR/auth-secret (mode 0600), so sessions and e-mailed links survive restarts while no two
 * installations share a secret and none is ever written in the source (docs/security.md).
 * It is written whole under a temporary name and then linked into place: link() fails if the
 * name exists, so two processes racing on a fresh folder agree on one complete secret.
 */
export function embeddedAuthSecret(dataDir: string): { secret: string; file: string } {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, FILE_NAME);
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_LENGTH) {
    throw new Error(`${file} debe contener al menos ${MIN_LENGTH} caracteres (bórralo para generar uno nuevo).`);
  }
  // A copied folder may have lost the mode: the secret is readable by this account only.
  chmodSync(file, 0o600);
  return { secret, file };
}
