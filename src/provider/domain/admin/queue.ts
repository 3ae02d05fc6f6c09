import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { ProviderError } from '../../errors';
import type { Tx } from '../money/ledger';
import { audit } from './audit';
import type { Staff } from './roles';

// docs/admin.md "The queue": jobs in a table, claimed with `SELECT … FOR UPDATE SKIP LOCKED`,
// which PGlite and PostgreSQL both run, so the embedded database and a real server share one
// code path. A claim takes the oldest job due and gives it a lease; the worker renews the lease
// as it reports progress, and every write it makes names its claim, so a worker that lost its job
// (its lease ran out and another took it) changes nothing. A failed attempt is tried again after
// a pause until the job's attempts reach its maximum; then it stays failed with its last error
// until an operator retries it.

export type Job = typeof jobs.$inferSelect;
/** A job as its worker holds it: the claim's token goes with every write. */
export type Claimed = Job & { lockedBy: string };

/** How the queue behaves; tests shorten the waits. */
export interface QueueTimes {
  /** How long a claim holds a job without news from its worker. */
  leaseMs: number;
  /** The pause before the second attempt; each later one waits twice as long as the last. */
  retryDelayMs: number;
}

export const QUEUE_TIMES: QueueTimes = { leaseMs: 2 * 60_000, retryDelayMs: 30_000 };
export const DEFAULT_MAX_ATTEMPTS = 3;
/** Lines of a job's log kept (the oldest go first). */
export const LOG_LINES = 200;

/** The text of a lease that ran out: the worker stopped (a crash, a restart) mid-job. */
export const LEASE_LOST = 'The worker stopped before the job finished (its lease ran out).';

/** `log` with `line` appended, the oldest lines dropped past LOG_LINES. */
const appended = (line: string | SQL) =>
  sql`(array_append(${jobs.log}, left(${typeof line === 'string' ? line : sql`(${line})`}::text, 1000)))[greatest(1, cardinality(${jobs.log}) + 2 - ${LOG_LINES}):]`;

export interface NewJob {
  kind: string;
  titleId: number | null;
  payload: unknown;
  createdBy: number | null;
  maxAttempts?: number;
}

/** Adds a job, due now; in the caller's transaction when given one (with its audit row). */
export async function enqueue(tx: Db | Tx, job: NewJob, now = new Date()): Promise<Job> {
  const [row] = await tx
    .insert(jobs)
    .values({
      kind: job.kind,
      titleId: job.titleId,
      payload: job.payload,
      createdBy: job.createdBy,
      maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      runAt: now,
      createdAt: now,
      updatedAt: now,
      log: [`${now.toISOString()} queued`],
    })
    .returning();
  return row!;
}

/**
 * Takes the oldest job of `kinds` that is due: queued and past its `run_at`, or running under a
 * lease that ran out (its worker died) with attempts left. Jobs whose lease ran out with no
 * attempt left are failed first. Answers null when there is nothing to do. Two workers claiming
 * at once never get the same job: the row is locked by the first and skipped by the other.
 */
export async function claim(
  db: Db,
  kinds: readonly string[],
  times: QueueTimes,
  now = new Date(),
): Promise<Claimed | null> {
  await db
    .update(jobs)
    .set({
      state: 'failed',
      lastError: LEASE_LOST,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: now,
      updatedAt: now,
      log: appended(`${now.toISOString()} failed: ${LEASE_LOST}`),
    })
    .where(
      and(
        inArray(jobs.kind, [...kinds]),
        eq(jobs.state, 'running'),
        lt(jobs.lockedUntil, now),
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
      ),
    );
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...kinds]),
        or(
          and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)),
          and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, now), sql`${jobs.attempts} < ${jobs.maxAttempts}`),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const token = randomBytes(12).toString('base64url');
  const [row] = await db
    .update(jobs)
    .set({
      log: appended(
        sql`${now.toISOString()}::text || ' attempt ' || (${jobs.attempts} + 1) || ' of ' || ${jobs.maxAttempts} || CASE WHEN ${jobs.state} = 'running' THEN ' (the last worker stopped)' ELSE '' END`,
      ),
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      progress: 0,
      step: '',
      lockedBy: token,
      lockedUntil: new Date(now.getTime() + times.leaseMs),
      updatedAt: now,
    })
    .where(inArray(jobs.id, due))
    .returning();
  return row ? { ...row, lockedBy: token } : null;
}

const held = (job: Claimed) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy), eq(jobs.state, 'running'));

/**
 * The worker's news: progress (0-100), the step, log lines; renews the lease. Answers false when
 * the job is no longer this claim's (the worker should stop and leave everything as it is).
 */
export async function report(
  db: Db,
  job: Claimed,
  news: { progress?: number; step?: string; line?: string },
  times: QueueTimes,
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      ...(news.progress === undefined ? {} : { progress: Math.max(0, Math.min(100, Math.floor(news.progress))) }),
      ...(news.step === undefined ? {} : { step: news.step.slice(0, 200) }),
      ...(news.line === undefined ? {} : { log: appended(`${now.toISOString()} ${news.line}`) }),
      lockedUntil: new Date(now.getTime() + times.leaseMs),
      updatedAt: now,
    })
    .where(held(job))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/** The job is done. False when it was no longer this claim's. */
export async function finish(db: Db, job: Claimed, line: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: 'done',
      progress: 100,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: now,
      updatedAt: now,
      log: appended(`${now.toISOString()} ${line}`),
    })
    .where(held(job))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/**
 * This attempt failed with `error`: queued again after a pause while attempts are left, else
 * failed for good. Answers what became of the job (`lost` when it was no longer this claim's).
 */
export async function fail(
  db: Db,
  job: Claimed,
  error: string,
  times: QueueTimes,
  now = new Date(),
): Promise<'retry' | 'failed' | 'lost'> {
  const final = job.attempts >= job.maxAttempts;
  const wait = times.retryDelayMs * 2 ** Math.max(0, job.attempts - 1);
  const message = error.slice(0, 2000);
  const rows = await db
    .update(jobs)
    .set({
      state: final ? 'failed' : 'queued',
      lastError: message,
      lockedBy: null,
      lockedUntil: null,
      runAt: final ? job.runAt : new Date(now.getTime() + wait),
      finishedAt: final ? now : null,
      updatedAt: now,
      log: appended(
        `${now.toISOString()} ${final ? 'failed' : `attempt ${job.attempts} failed, trying again in ${Math.round(wait / 1000)} s`}: ${message}`,
      ),
    })
    .where(held(job))
    .returning({ id: jobs.id });
  if (rows.length === 0) return 'lost';
  return final ? 'failed' : 'retry';
}

/** A failed job queued again by an operator, with its attempts counted afresh; audited. */
export async function retryJob(db: Db, actor: Staff, id: number, now = new Date()): Promise<Job> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!before) throw new ProviderError(404, 'The job was not found.', 'کار پیدا نشد.');
    if (before.state !== 'failed')
      throw new ProviderError(409, 'Only a failed job can be retried.', 'فقط کاری که شکست خورده دوباره اجرا می‌شود.');
    const [after] = await tx
      .update(jobs)
      .set({
        state: 'queued',
        attempts: 0,
        progress: 0,
        step: '',
        runAt: now,
        finishedAt: null,
        updatedAt: now,
        log: appended(`${now.toISOString()} queued again by ${actor.mobile}`),
      })
      .where(eq(jobs.id, id))
      .returning();
    await audit(
      tx,
      actor,
      'media.retry',
      before.titleId ? `title:${before.titleId}` : `job:${id}`,
      { job: id, state: before.state, attempts: before.attempts, last_error: before.lastError },
      { job: id, state: 'queued' },
    );
    return after!;
  });
}

/** A job as the back office shows it. */
export const jobWire = (job: Job) => ({
  id: job.id,
  kind: job.kind,
  title_id: job.titleId,
  state: job.state,
  progress: job.progress,
  step: job.step,
  attempts: job.attempts,
  max_attempts: job.maxAttempts,
  last_error: job.lastError,
  log: job.log.slice(-20),
  file: (job.payload as { name?: unknown } | null)?.name ?? null,
  /** Whether the job packages the title's teaser rather than the title (docs/media.md "Teasers"). */
  teaser: isTeaserJob(job.payload),
  created_at: job.createdAt.toISOString(),
  updated_at: job.updatedAt.toISOString(),
  finished_at: job.finishedAt?.toISOString() ?? null,
});

/** Whether a job's payload packages a teaser (an ingest job's `teaser`, docs/admin.md "Teasers"). */
export const isTeaserJob = (payload: unknown) => (payload as { teaser?: unknown } | null)?.teaser === true;

/** A title's jobs, newest first: those packaging the title, or (`teaser`) those packaging its teaser. */
export async function jobsOfTitle(db: Db, titleId: number, { teaser = false, limit = 10 } = {}) {
  const teaserJob = sql`coalesce(${jobs.payload} ->> 'teaser', 'false') = 'true'`;
  const rows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.titleId, titleId), teaser ? teaserJob : not(teaserJob)))
    .orderBy(desc(jobs.id))
    .limit(limit);
  return rows.map(jobWire);
}
