// npm run drill:postgres [-- --short] : the PostgreSQL connection lost under load and back
// (docs/operations.md "Database connections lost"). The built site runs on PostgreSQL (TEST_DATABASE_URL, a schema of its
// own, dropped after) through a TCP relay this script controls, so the outage is real to the site
// (every connection cut, new ones refused) without stopping a server others may be using. It
// prints, per phase, the answers by status and how long recovery took; it exits 1 when the site
// gave no answer, crashed, or did not recover by itself.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP relay to PostgreSQL that can be cut (all connections dropped, new ones refused) and restored. */
async function relay(target) {
  const sockets = new Set();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: /** @type {net.AddressInfo} */ (server.address()).port,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Starts the built site on `databaseUrl`; answers its base URL, the process and a stop. */
async function startSite(databaseUrl) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const child = spawn(process.execPath, ['server/serve.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PROVIDER_URL: '',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let text = '';
  child.stdout.on('data', (chunk) => {
    text = (text + chunk).slice(-4096);
  });
  const port = await new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /"port":(\d+)/.exec(text);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 50);
    child.once('exit', (code) => reject(new Error(`the site exited (${code}) before listening`)));
  });
  const base = `http://127.0.0.1:${port}`;
  for (
    let i = 0;
    i < 240 &&
    (await fetch(`${base}/readyz`)
      .then((r) => r.status)
      .catch(() => 0)) !== 200;
    i++
  )
    await sleep(500);
  return {
    base,
    child,
    stop: () =>
      new Promise((resolve) =>
        child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM')),
      ),
  };
}

/** The requests of the load: an API call that always reads the database, a page, the readiness probe. */
const MIX = ['/api/v1/getV2/movie/1', '/api/v1/getV2/series/201', '/movie/2', '/genres/drama', '/readyz'];

/** Runs `workers` loops over the mix until `until()`; answers counts by path kind and status. */
async function load(base, workers, until) {
  /** @type {Record<string, number>} */
  const counts = {};
  let n = 0;
  const one = async () => {
    while (!until()) {
      const path = MIX[n++ % MIX.length];
      const kind = path.startsWith('/api/') ? 'api' : path === '/readyz' ? 'readyz' : 'page';
      const status = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(10_000) })
        .then(async (response) => (await response.arrayBuffer(), String(response.status)))
        .catch((error) => `no answer (${error.cause?.code ?? error.name})`);
      const key = `${kind} ${status}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: workers }, one));
  return counts;
}

/** The drill; answers its figures. `short` runs it in ~15 s for the test suite. */
export async function runPostgresDrill({ short = false } = {}) {
  const seconds = short ? { before: 2, outage: 4, after: 3 } : { before: 10, outage: 20, after: 10 };
  const target = new URL(POSTGRES_URL);
  const schema = `drill_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  const tcp = await relay(target);
  const through = new URL(POSTGRES_URL);
  through.hostname = '127.0.0.1';
  through.port = String(tcp.port);
  through.searchParams.set('options', `-c search_path=${schema}`);
  const site = await startSite(through.href);
  const pid = site.child.pid;
  let crashed = false;
  site.child.once('exit', () => (crashed = true));
  try {
    const phase = async (ms) => {
      const end = Date.now() + ms;
      return load(site.base, 8, () => Date.now() >= end);
    };
    const before = await phase(seconds.before * 1000);
    tcp.cut();
    const outage = await phase(seconds.outage * 1000);
    tcp.restore();
    const restoredAt = Date.now();
    let recoveredMs = null;
    while (Date.now() - restoredAt < 30_000) {
      const [ready, api] = await Promise.all(
        ['/readyz', '/api/v1/getV2/movie/1'].map((path) =>
          fetch(`${site.base}${path}`)
            .then((r) => r.status)
            .catch(() => 0),
        ),
      );
      if (ready === 200 && api === 200) {
        recoveredMs = Date.now() - restoredAt;
        break;
      }
      await sleep(100);
    }
    const after = await phase(seconds.after * 1000);
    return { pid, crashed, seconds, before, outage, after, recoveredMs };
  } finally {
    await site.stop();
    await tcp.close();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  }
}

/** Nothing went unanswered, the process lived, and it recovered by itself. */
export function drillPassed(result) {
  const unanswered = Object.keys({ ...result.before, ...result.outage, ...result.after }).some((key) =>
    key.includes('no answer'),
  );
  return !unanswered && !result.crashed && result.recoveredMs !== null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runPostgresDrill({ short: process.argv.includes('--short') });
  const show = (name, counts) =>
    console.log(
      `${name.padEnd(8)} ${Object.entries(counts)
        .sort()
        .map(([key, count]) => `${key}: ${count}`)
        .join(', ')}`,
    );
  console.log(
    `== PostgreSQL connection lost under load (8 clients; ${result.seconds.before} s before, ${result.seconds.outage} s cut, ${result.seconds.after} s after)`,
  );
  show('before', result.before);
  show('outage', result.outage);
  show('after', result.after);
  console.log(
    `recovered ${result.recoveredMs === null ? 'NOT within 30 s' : `${result.recoveredMs} ms after the connection came back`}, same process (pid ${result.pid}) ${result.crashed ? 'CRASHED' : 'still running'}`,
  );
  process.exitCode = drillPassed(result) ? 0 : 1;
}
