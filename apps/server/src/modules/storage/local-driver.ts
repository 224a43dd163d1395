import { mkdir, open, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { assertSafeKey, type Bucket, type StorageDriver } from './driver.ts';

/** Files under DATA_DIR/storage/{bucket}/{key}. */
export function localDriver(root: string): StorageDriver {
  const pathOf = (bucket: Bucket, key: string) => {
    assertSafeKey(key);
    return join(root, bucket, key);
  };
  return {
    async put(bucket, key, data) {
      const target = pathOf(bucket, key);
      await mkdir(join(root, bucket), { recursive: true });
      // Write then rename, so a crash never leaves a half-written file under the real name; the
      // temporary name is this write's own, so two writes of one key cannot trip over each other.
      const tmp = `${target}.${randomUUID()}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, target);
    },
    async get(bucket, key) {
      try {
        return await readFile(pathOf(bucket, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async open(bucket, key) {
      let handle;
      try {
        handle = await open(pathOf(bucket, key), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      // The stream owns the handle and closes it when it ends or is destroyed.
      const { size } = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      return { body: handle.createReadStream(), size };
    },
    async remove(bucket, key) {
      await rm(pathOf(bucket, key), { force: true });
    },
  };
}
