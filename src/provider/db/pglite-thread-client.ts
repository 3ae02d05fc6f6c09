import { Worker } from 'node:worker_threads';
import threadSource from './pglite-thread.mjs?raw';
import { log } from '../../ops/logger';

/**
 * PGlite in a thread of its own (pglite-thread.mjs), seen through the part of PGlite's interface
 * drizzle's PGlite driver calls: `query`, `transaction`, `close`. The render thread keeps only
 * the waiting; the database's CPU time goes to the other core (docs/decisions/0010-embedded-database-thread.md).
 */

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** drizzle's parsers keep some types as text; only such identity parsers are supported. */
  parsers?: Record<number, unknown>;
}

interface Result {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface Queryable {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Result>;
}

export interface ThreadedPglite extends Queryable {
  transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type ErrorFields = Record<string, unknown> & { message?: string };

/** An error of the database thread as the caller's own, with PostgreSQL's fields (`code`…). */
function rebuild(fields: ErrorFields): Error {
  const error = new Error(fields.message ?? 'database error');
  const { message: _message, ...rest } = fields;
  return Object.assign(error, rest);
}

/** The thread is gone: requests answer 503 as for a database that cannot be reached. */
const threadGone = () => Object.assign(new Error('the embedded database thread has stopped'), { code: '57P02' });

export async function openThreadedPglite(dataDir?: string): Promise<ThreadedPglite> {
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(threadSource)}`), {
    workerData: { from: import.meta.url, dataDir },
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let stopped = false;

  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: { ready?: true; failed?: ErrorFields }) => {
      worker.off('error', reject);
      if (message.failed) reject(rebuild(message.failed));
      else resolve();
    };
    worker.once('message', onMessage);
    worker.once('error', reject);
  });

  worker.on('message', (message: { id: number; result?: unknown; error?: ErrorFields }) => {
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.error) call.reject(rebuild(message.error));
    else call.resolve(message.result);
  });
  let closing = false;
  const fail = () => {
    stopped = true;
    for (const call of pending.values()) call.reject(threadGone());
    pending.clear();
  };
  // A thread that stops without being closed leaves the process without its database: every call
  // answers 503 and /readyz says "unreachable", so the supervisor restarts the process.
  worker.on('error', (error) => {
    log.error({ err: error }, 'the embedded database thread failed');
    fail();
  });
  worker.on('exit', (code) => {
    if (!closing) log.error({ code }, 'the embedded database thread stopped');
    fail();
  });

  const ask = <T>(message: Record<string, unknown>): Promise<T> => {
    if (stopped) return Promise.reject(threadGone());
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };

  const queryIn =
    (tx?: number) =>
    (sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Result> =>
      ask<Result>({
        kind: 'query',
        sql,
        params,
        rowMode: options.rowMode ?? 'object',
        text: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
        tx,
      });

  return {
    query: queryIn(),
    async transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = await ask<number>({ kind: 'begin' });
      let result: T;
      try {
        result = await callback({ query: queryIn(tx) });
      } catch (error) {
        await ask({ kind: 'rollback', tx }).catch(() => {});
        throw error;
      }
      await ask({ kind: 'commit', tx });
      return result;
    },
    async close() {
      if (stopped) return;
      closing = true;
      await ask({ kind: 'close' });
      await worker.terminate();
    },
  };
}
