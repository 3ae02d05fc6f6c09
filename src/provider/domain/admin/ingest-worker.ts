import { rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ProviderSettings } from '../../http/env';
import { forgetRegistry, titlesRoot } from '../../media/registry';
import { mediaSettings } from '../../media/settings';
import { packageTitle } from '../../../../scripts/media/ingest/package-title.mjs';
import { moveIntoPlace, register, stage } from '../../../../scripts/media/ingest/place.mjs';
import { log } from '../../../ops/logger';
import { claim, fail, finish, report, type Claimed, type QueueTimes } from './queue';

// docs/admin.md "The queue": the in-process worker. It takes one ingest job at a time (the
// machine's cores go to ffmpeg) and does what `npm run ingest` does, through the same modules
// (scripts/media/ingest/): the source packaged into a staging folder beside titles/<id>, moved
// into place whole, then named in titles/registry.json, which makes the title play its own media.

export const INGEST = 'ingest';
/** The advisory lock key under which a packaged title is moved into place and registered. */
export const REGISTRY_LOCK = 7_305_118_004;

/**
 * What an ingest job carries: the uploaded file (under DATA_DIR/uploads), its name as sent, and
 * whether it is the title's teaser (packaged into titles/teasers/<id>, docs/media.md "Teasers").
 */
export interface IngestPayload {
  file: string;
  name: string;
  teaser?: true;
}

export interface WorkerOptions extends QueueTimes {
  /** How often an idle worker looks for a job. */
  pollMs: number;
}

/** Where each step of packaging lies on the job's 0-100. */
const SPANS: { prefix: string; from: number; to: number }[] = [
  { prefix: 'video', from: 2, to: 75 },
  { prefix: 'audio', from: 75, to: 88 },
  { prefix: 'downloads', from: 88, to: 99 },
];

/**
 * Runs one claimed ingest job to its end: done (the title plays its own media), or failed for
 * this attempt with the error the operator reads. Progress and log lines go to the job row,
 * at most once a second apart from each step's start and end.
 */
export async function runIngest(db: Db, settings: ProviderSettings, job: Claimed, times: QueueTimes): Promise<void> {
  const clock = () => new Date(settings.now?.() ?? Date.now());
  const payload = job.payload as IngestPayload;
  const title = String(job.titleId);
  let lost = false;
  let percent = 0;
  let last = 0;
  let pending: Promise<unknown> = Promise.resolve();
  const send = (news: { progress?: number; step?: string; line?: string }) => {
    pending = pending
      .then(() => report(db, job, news, times, clock()))
      .then((ours) => {
        if (!ours) lost = true;
      })
      .catch((error: unknown) => log.warn({ err: error, job: job.id }, 'ingest progress not saved'));
    return pending;
  };
  // The lease is renewed while ffmpeg runs even when a step reports nothing for a while.
  const beat = setInterval(() => void send({}), Math.max(1000, Math.floor(times.leaseMs / 3)));
  const root = titlesRoot(mediaSettings(settings).dir);
  const teaser = payload.teaser === true;
  const destination = teaser ? join(root, 'teasers', title) : join(root, title);
  let staged: string | null = null;
  try {
    await send({ step: 'probe', line: `source ${payload.name}` });
    staged = stage(destination);
    const out = staged;
    await packageTitle({
      source: payload.file,
      out,
      progress: (label: string, total: number) => {
        const span = SPANS.find((s) => label.startsWith(s.prefix)) ?? { from: percent, to: percent };
        void send({ step: label, progress: Math.max(percent, span.from), line: `${label}: started` });
        return {
          at: (done: number) => {
            const fraction = total > 0 ? Math.min(1, done / total) : 0;
            const value = Math.max(percent, Math.floor(span.from + (span.to - span.from) * fraction));
            if (value === percent || Date.now() - last < 1000) return;
            percent = value;
            last = Date.now();
            void send({ progress: value });
          },
          done: () => {
            percent = Math.max(percent, span.to);
            void send({ progress: percent, line: `${label}: done` });
          },
        };
      },
    });
    await pending;
    if (lost) throw new Lost();
    // Several processes share the media folder: one places and registers at a time, so no
    // registry written by one loses the entry another just added.
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${REGISTRY_LOCK})`);
      moveIntoPlace(out, destination);
      staged = null;
      register(
        root,
        title,
        { ingested: clock().toISOString(), source: basename(payload.name) },
        teaser ? 'teasers' : 'titles',
      );
    });
    forgetRegistry(root);
    clearInterval(beat);
    await pending;
    const done = teaser
      ? `done: title ${title}'s teaser plays media/titles/teasers/${title}`
      : `done: title ${title} plays media/titles/${title}`;
    if (await finish(db, job, done, clock())) await dropUpload(payload.file);
  } catch (error) {
    clearInterval(beat);
    if (staged) await rm(staged, { recursive: true, force: true });
    await pending;
    if (error instanceof Lost) {
      log.warn({ job: job.id }, 'ingest job taken by another worker; its work was dropped');
      return;
    }
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    const outcome = await fail(db, job, message, times, clock());
    log.warn({ job: job.id, title, outcome, error: message }, 'ingest attempt failed');
  } finally {
    clearInterval(beat);
  }
}

class Lost extends Error {}

/** An ingested upload is deleted with the tus server's note beside it (`<id>.json`). */
async function dropUpload(file: string) {
  await rm(file, { force: true });
  await rm(`${file}.json`, { force: true });
}

/**
 * The worker: looks for an ingest job every `pollMs` while idle, runs one at a time. Answers
 * its stop, which lets the job running finish its step (a job cut by the process's end is
 * claimed again when its lease runs out).
 */
export function startIngestWorker(db: Db, settings: ProviderSettings, options: WorkerOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    if (stopped) return;
    try {
      for (;;) {
        const job = await claim(db, [INGEST], options, new Date(settings.now?.() ?? Date.now()));
        if (!job) break;
        await runIngest(db, settings, job, options);
        if (stopped) return;
      }
    } catch (error) {
      log.warn({ err: error }, 'ingest worker: could not claim a job');
    }
    if (!stopped) timer = setTimeout(() => void tick(), options.pollMs);
  };
  timer = setTimeout(() => void tick(), options.pollMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
