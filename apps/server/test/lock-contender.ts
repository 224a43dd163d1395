// One process contending for DATA_DIR's lock (data-dir-lock.test.ts): prints "ready", then for
// each "go <epoch ms>" line on stdin waits for that instant, tries, and prints "won" or
// "lost <message>". A winner keeps the lock until it is killed.
import { createInterface } from 'node:readline';
import { acquireDataDirLock } from '../src/db/lock.ts';

const dataDir = process.argv[2]!;
console.log('ready');
for await (const line of createInterface({ input: process.stdin })) {
  const at = Number(line.split(' ')[1]);
  while (Date.now() < at) {
    // Spinning, not sleeping: every contender tries within the same millisecond or so.
  }
  try {
    acquireDataDirLock(dataDir);
    console.log('won');
  } catch (error) {
    console.log(`lost ${(error as Error).message}`);
  }
}
