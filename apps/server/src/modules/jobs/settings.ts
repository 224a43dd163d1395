import type { Config } from '../../config.ts';

/**
 * How often each process looks for due jobs: JOBS_POLL_MS, else every 2 s; in tests (NODE_ENV
 * test) no loop unless asked, so a suite's e-mails are only the ones it sends (it runs jobs itself).
 */
export function jobsPollMs(config: Pick<Config, 'JOBS_POLL_MS' | 'NODE_ENV'>): number {
  return config.JOBS_POLL_MS ?? (config.NODE_ENV === 'test' ? 0 : 2_000);
}
