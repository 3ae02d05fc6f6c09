// @ts-check
// The embedded database's own thread (docs/decisions/0010-embedded-database-thread.md): PGlite runs its
// PostgreSQL, compiled to WebAssembly, synchronously on the thread that calls it. On the thread
// that renders pages, every query stalled every page in flight; here it runs beside them, on the
// machine's other core, and the thread that renders only waits for its own answers.
//
// Started by pglite-thread-client.ts from this file's text (bundled with the server, so a built
// server needs no source tree beside it); `workerData.from` is that module's URL, from which
// PGlite is found in node_modules.
//
// Messages in: { id, kind: 'query', sql, params, rowMode, text, tx? }, { id, kind: 'begin' },
// { id, kind: 'commit' | 'rollback', tx }, { id, kind: 'close' }. Out: { id, result } or
// { id, error }, once per message, and { ready: true } (or { failed }) once at the start.
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const require = createRequire(workerData.from);
const load = (/** @type {string} */ name) => import(pathToFileURL(require.resolve(name)).href);

/** The PostgreSQL error fields a caller reads (`code` above all: 23505, 57P01, …). */
const ERROR_FIELDS = ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'position'];

/** @param {unknown} error */
function describe(error) {
  const source = /** @type {Record<string, unknown>} */ (error instanceof Error ? error : { message: String(error) });
  /** @type {Record<string, unknown>} */
  const fields = { message: source['message'], name: source['name'] };
  for (const field of ERROR_FIELDS) if (typeof source[field] === 'string') fields[field] = source[field];
  return fields;
}

/** @type {Map<string, Record<number, (value: string) => string>>} */
const parsersByTypes = new Map();
/**
 * Types a query asks to keep as PostgreSQL's text (drizzle keeps timestamps, dates, intervals and
 * numeric arrays as strings): functions cannot cross threads, so the caller names the type ids.
 * Made once per list (drizzle asks the same one on every query), not per query.
 * @param {number[] | undefined} text
 */
function parsersOf(text) {
  if (!text) return undefined;
  const key = text.join(',');
  let parsers = parsersByTypes.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(text.map((oid) => [oid, (/** @type {string} */ value) => value]));
    parsersByTypes.set(key, parsers);
  }
  return parsers;
}

try {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([load('@electric-sql/pglite'), load('@electric-sql/pglite/contrib/pg_trgm')]);
  /** @type {string | undefined} */
  const dataDir = workerData.dataDir;
  // PGlite creates only the last folder of the path; DATA_DIR may name a deeper one.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm serves search's trigram indexes (docs/catalog.md "Search").
  const db = new PGlite({ dataDir, extensions: { pg_trgm } });
  await db.waitReady;

  /** Open transactions by id: the handle to query in, and how to end it. */
  const transactions = new Map();
  let nextTransaction = 1;

  port.on('message', async (/** @type {any} */ message) => {
    const { id } = message;
    const reply = (/** @type {unknown} */ result) => port.postMessage({ id, result });
    const fail = (/** @type {unknown} */ error) => port.postMessage({ id, error: describe(error) });
    try {
      switch (message.kind) {
        case 'query': {
          const target = message.tx ? transactions.get(message.tx)?.handle : db;
          if (!target) throw new Error('this transaction has ended');
          const { rows, fields, affectedRows } = await target.query(message.sql, message.params, {
            rowMode: message.rowMode,
            parsers: parsersOf(message.text),
          });
          reply({ rows, fields, affectedRows });
          break;
        }
        case 'begin': {
          // PGlite's transaction holds its lock until the callback settles: other queries wait,
          // as they would in the same thread. The callback settles on commit or rollback.
          const tx = nextTransaction++;
          const opened = Promise.withResolvers();
          const ended = db.transaction(
            (/** @type {unknown} */ handle) =>
              new Promise((resolve, reject) => {
                transactions.set(tx, { handle, resolve, reject });
                opened.resolve(undefined);
              }),
          );
          ended.catch(() => {}).finally(() => transactions.delete(tx));
          await Promise.race([opened.promise, ended]);
          transactions.get(tx).ended = ended;
          reply(tx);
          break;
        }
        case 'commit':
        case 'rollback': {
          const open = transactions.get(message.tx);
          if (!open) throw new Error('this transaction has ended');
          if (message.kind === 'commit') {
            open.resolve();
            await open.ended;
          } else {
            open.reject(new Error('rolled back'));
            await open.ended.catch(() => {});
          }
          reply(null);
          break;
        }
        case 'close':
          await db.close();
          reply(null);
          break;
        default:
          throw new Error(`unknown message ${message.kind}`);
      }
    } catch (error) {
      fail(error);
    }
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ failed: describe(error) });
}
