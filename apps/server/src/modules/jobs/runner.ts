import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { retryDelayMs } from './backoff.ts';

// Durable jobs (docs/architecture.md "Jobs", decision 0130). pg-boss and graphile-worker need a
// PostgreSQL server, and this app also runs on embedded PGlite, so the jobs table is claimed with
// FOR UPDATE SKIP LOCKED: two processes on one database never claim the same row, and a row
// whose claimer died (its lock older than the lease) is claimed again.

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  /** At most one job per key, ever: enqueueing the same key again adds nothing. */
  key: string;
  payload?: Record<string, unknown>;
  /** When it may run; now when absent. */
  runAt?: Date;
  /** The jobs one action started together (a departure's cancellation). */
  batch?: string;
  maxAttempts?: number;
}

/** Adds a job unless its key exists; true when this call added it. */
export async function enqueue(db: Db, job: NewJob): Promise<boolean> {
  const added = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      key: job.key,
      payload: job.payload ?? {},
      batch: job.batch ?? null,
      // The app's clock, as claim() reads it: the database's now() keeps microseconds, so a job
      // added this millisecond would not yet count as due for a claim made in the same one.
      run_at: job.runAt ?? new Date(),
      ...(job.maxAttempts ? { max_attempts: job.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return added.length > 0;
}

/**
 * Thrown by a handler when trying again cannot help (PayPal refused for good): the job is
 * `failed` at once with this message, without waiting for its attempts to run out.
 */
export class PermanentJobError extends Error {}

export type JobHandler = (job: JobRow, ctx: { now: Date }) => Promise<void>;
/** Enqueues work that has become due (reminders); runs on every tick, so it must be idempotent. */
export type Scheduler = (now: Date) => Promise<void>;

export interface JobRunner {
  handle(kind: string, handler: JobHandler): void;
  schedule(step: Scheduler): void;
  /** Runs the schedulers, then every due job one by one; the number of jobs run. Tests call it with a clock. */
  runDue(now?: Date): Promise<number>;
  /** Starts the loop (every pollMs; nothing when 0). */
  start(): void;
  /** Runs a tick soon (after an enqueue a person waits for). */
  wake(): void;
  /** Stops the loop and waits for the job under way. */
  stop(): Promise<void>;
}

export interface RunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How often the loop looks for due jobs; 0: no loop. */
  pollMs: number;
  /** A running job whose lock is older than this is taken to have died with its process. */
  leaseMs: number;
  /** How often the schedulers run (they scan bookings): every 30 polls, at most a minute apart. */
  scheduleEveryMs?: number;
}

const MAX_PER_TICK = 100;

export function createJobRunner(opts: RunnerOptions): JobRunner {
  const { db, log } = opts;
  const handlers = new Map<string, JobHandler>();
  const schedulers: Scheduler[] = [];
  let lastSchedule = 0;
  const scheduleEveryMs = opts.scheduleEveryMs ?? Math.min(60_000, opts.pollMs * 30);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  /** Claims one due job: pending and due, or running with a stale lock. */
  async function claim(now: Date): Promise<JobRow | undefined> {
    const stale = new Date(now.getTime() - opts.leaseMs);
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        or(and(eq(jobs.status, 'pending'), lte(jobs.run_at, now)), and(eq(jobs.status, 'running'), lte(jobs.locked_at, stale))),
      )
      .orderBy(jobs.run_at, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await db
      .update(jobs)
      .set({ status: 'running', locked_at: now, attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning();
    return job;
  }

  /** Writes the outcome only while the claim is still ours (a reclaimed job belongs to its new claimer). */
  const ours = (job: JobRow) => and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.locked_at, job.locked_at!));

  async function runOne(job: JobRow, now: Date) {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new PermanentJobError(`no handler for job kind ${job.kind}`);
      await handler(job, { now });
      await db.update(jobs).set({ status: 'done', locked_at: null, last_error: null, finished_at: new Date() }).where(ours(job));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = error instanceof PermanentJobError || job.attempts >= job.max_attempts;
      log.warn({ err: error, job: job.key, attempts: job.attempts, giveUp }, 'job failed');
      await db
        .update(jobs)
        .set(
          giveUp
            ? { status: 'failed', locked_at: null, last_error: message, finished_at: new Date() }
            : {
                status: 'pending',
                locked_at: null,
                last_error: message,
                run_at: new Date(now.getTime() + retryDelayMs(job.attempts)),
              },
        )
        .where(ours(job));
    }
  }

  async function tick(at?: Date): Promise<number> {
    const now = () => at ?? new Date();
    if (now().getTime() - lastSchedule >= scheduleEveryMs || at) {
      lastSchedule = now().getTime();
      for (const step of schedulers) {
        try {
          await step(now());
        } catch (error) {
          log.error({ err: error }, 'job scheduler failed');
        }
      }
    }
    let ran = 0;
    while (ran < MAX_PER_TICK && (!stopped || at)) {
      const job = await claim(now());
      if (!job) break;
      await runOne(job, now());
      ran++;
    }
    return ran;
  }

  /** One tick at a time per process; a wake during a tick runs another right after it. */
  function runDue(at?: Date): Promise<number> {
    if (running) {
      if (at) return running.then(() => runDue(at));
      again = true;
      return running;
    }
    const current: Promise<number> = tick(at)
      .catch((error) => {
        log.error({ err: error }, 'job runner tick failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void runDue();
        }
      });
    running = current;
    return current;
  }

  function arm() {
    if (stopped || opts.pollMs <= 0) return;
    timer = setTimeout(() => {
      timer = null;
      void runDue().finally(arm);
    }, opts.pollMs);
    timer.unref();
  }

  return {
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    schedule(step) {
      schedulers.push(step);
    },
    runDue,
    start() {
      stopped = false;
      if (opts.pollMs > 0) void runDue().finally(arm);
    },
    wake() {
      if (!stopped && opts.pollMs > 0) setImmediate(() => void runDue());
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
