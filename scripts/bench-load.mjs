// npm run bench:load [-- --seconds 180] [--short] [--connections 200] [--setup embedded|postgres]
// npm run bench:load -- --soak      (600 s on the embedded setup, memory every minute)
// A realistic mix at `connections` concurrent keep-alive connections against the built site in
// production mode (docs/operations.md "What production requires"), first on the default embedded setup (one process,
// PGlite), then on 2 processes sharing the PostgreSQL of TEST_DATABASE_URL (a schema of its own,
// dropped after; skipped with a note when it does not answer). Prints throughput, p50/p99 per kind
// of request, the error rate and each process's memory at the start, every minute and the end.
// Asserts nothing.
//
// The mix: 70 % catalog pages, 10 % search, 5 % login code sends (the limits on: each virtual
// visitor has an address of its own through X-Forwarded-For, and 429 is an expected answer),
// 10 % wallet and 5 % playback calls of logged-in users. An error is no answer, a 5xx, or a
// status the kind never expects.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildIfStale } from './build-if-stale.mjs';
import { logInByCode } from './login-by-code.mjs';
import { startProductionServer } from './production-server.mjs';
import { benchReport } from './bench/report.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const SHORT = args.includes('--short');
// --soak: 10 minutes on one setup (embedded unless --setup says otherwise), memory every minute.
const SOAK = args.includes('--soak');
const SECONDS = Number(option('seconds', SHORT ? 20 : SOAK ? 600 : 180));
const CONNECTIONS = Number(option('connections', 200));
const SETUPS = option('setup', SOAK ? 'embedded' : 'embedded,postgres').split(',');
const SAMPLE_EVERY_S = Number(option('sample', 60));
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const USERS = 40;

// A fixed sequence (mulberry32), so two runs ask the same mix.
let seed = 16;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const address = () =>
  `10.${Math.floor(random() * 250)}.${Math.floor(random() * 250)}.${1 + Math.floor(random() * 250)}`;

const CATALOG = [
  '/',
  '/en/',
  ...Array.from({ length: 64 }, (_, i) => `/movie/${i + 1}`),
  '/series/201',
  '/episode/1001',
  '/genres',
  '/genres/drama',
  '/genres/drama?page=2',
  '/lists/new-movies',
  '/cast/1',
  '/casts/iranian-actors',
  '/lives',
  '/live/1',
  '/en/movie/1',
];
const TERMS = ['train', 'the', 'فیلم', 'عشق', 'شب', 'ab', 'مرد', 'city'];

/** One request: resolves with its status (0: no answer) and milliseconds. */
function ask(agent, base, { method = 'GET', path, headers = {}, body }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.request(
      `${base}${path}`,
      { method, agent, headers: { 'accept-encoding': 'br, gzip', ...headers } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.setTimeout(30_000, () => request.destroy());
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(body);
  });
}

/** Logged-in visitors, made through the real login (send-code, the server's SMS relay, login). */
async function logIn(server, count) {
  const { base } = server;
  const cookies = [];
  for (let i = 0; i < count; i++) {
    const mobile = `0935${String(1_000_000 + i).slice(1)}${Math.floor(random() * 10)}`;
    const { cookie } = await logInByCode(base, mobile, address(), server.smsCode);
    if (cookie) cookies.push(cookie);
  }
  return cookies;
}

/** The next request of the mix, with the statuses its kind expects. */
function nextRequest(base, cookies) {
  const roll = random() * 100;
  const origin = base.replace(/^http:/, 'https:');
  const visitor = { 'x-forwarded-for': address(), 'x-forwarded-proto': 'https' };
  if (roll < 70) return { kind: 'catalog', expect: [200], path: pick(CATALOG), headers: visitor };
  if (roll < 80)
    return { kind: 'search', expect: [200], path: `/search/${encodeURIComponent(pick(TERMS))}`, headers: visitor };
  if (roll < 85) {
    const mobile = `0912${String(Math.floor(random() * 1e7)).padStart(7, '0')}`;
    return {
      kind: 'login send',
      expect: [200, 429],
      method: 'POST',
      path: '/api/v1/login/send-code',
      headers: { ...visitor, origin, 'content-type': 'application/json' },
      body: JSON.stringify({ mobile }),
    };
  }
  const cookie = pick(cookies);
  if (roll < 95) {
    return {
      kind: 'wallet',
      expect: [200],
      method: 'POST',
      path: '/api/v1/get/my_wallet',
      headers: { ...visitor, origin, cookie, 'content-type': 'application/json' },
      body: '{}',
    };
  }
  return {
    kind: 'playback',
    expect: [200, 403],
    path: `/api/v1/get/watch/movie-hls/${1 + Math.floor(random() * 64)}/1`,
    headers: { ...visitor, cookie },
  };
}

async function residentMemory(base) {
  const response = await fetch(`${base}/metrics`);
  const text = await response.text();
  const rss = Number(/^vod_process_resident_memory_bytes (\S+)/m.exec(text)?.[1] ?? NaN);
  if (Number.isNaN(rss)) console.log(`(memory not read: /metrics answered ${response.status}: ${text.slice(0, 120)})`);
  return rss;
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function run(name, servers) {
  const bases = servers.map((server) => server.base);
  const cookies = await logIn(servers[0], USERS);
  // A few seconds of warm-up so the figures are of a running site, not of its first renders.
  const warm = new http.Agent({ keepAlive: true, maxSockets: 20 });
  for (let i = 0; i < 200; i++) await ask(warm, bases[i % bases.length], nextRequest(bases[i % bases.length], cookies));
  warm.destroy();
  const memoryStart = await Promise.all(bases.map(residentMemory));
  const agents = bases.map(
    () => new http.Agent({ keepAlive: true, maxSockets: Math.ceil(CONNECTIONS / bases.length) }),
  );
  const byKind = new Map();
  let errors = 0;
  let total = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const connection = async (index) => {
    const slot = index % bases.length;
    while (performance.now() < deadline) {
      const request = nextRequest(bases[slot], cookies);
      const { status, ms } = await ask(agents[slot], bases[slot], request);
      total++;
      const entry = byKind.get(request.kind) ?? { latencies: [], errors: 0, statuses: {} };
      entry.latencies.push(ms);
      entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
      if (!request.expect.includes(status)) {
        entry.errors++;
        errors++;
      }
      byKind.set(request.kind, entry);
    }
  };
  const started = performance.now();
  // Resident memory of each process every SAMPLE_EVERY_S seconds while the load runs.
  const samples = [];
  const sampler = setInterval(() => {
    Promise.all(bases.map(residentMemory)).then(
      (rss) => samples.push({ at: Math.round((performance.now() - started) / 1000), rss }),
      () => {},
    );
  }, SAMPLE_EVERY_S * 1000);
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => connection(i)));
  clearInterval(sampler);
  const elapsed = (performance.now() - started) / 1000;
  for (const agent of agents) agent.destroy();
  const memoryEnd = await Promise.all(bases.map(residentMemory));

  console.log(`\n== ${name}: ${CONNECTIONS} connections, ${SECONDS} s, ${USERS} logged-in users`);
  console.log(
    `throughput ${(total / elapsed).toFixed(0)} req/s (${total} requests), errors ${errors} (${((100 * errors) / total).toFixed(2)} %)`,
  );
  const all = [...byKind.values()].flatMap((entry) => entry.latencies).sort((a, b) => a - b);
  console.log(`all          p50 ${percentile(all, 50).toFixed(1)} ms  p99 ${percentile(all, 99).toFixed(1)} ms`);
  for (const [kind, entry] of byKind) {
    entry.latencies.sort((a, b) => a - b);
    const statuses = Object.entries(entry.statuses)
      .map(([status, count]) => `${status === '0' ? 'no answer' : status}: ${count}`)
      .join(', ');
    console.log(
      `${kind.padEnd(12)} p50 ${percentile(entry.latencies, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(entry.latencies, 99).toFixed(1).padStart(7)} ms  (${statuses})`,
    );
  }
  bases.forEach((base, i) => {
    const change = (100 * (memoryEnd[i] - memoryStart[i])) / memoryStart[i];
    console.log(
      `process ${i + 1} memory (RSS) start ${mb(memoryStart[i])}, end ${mb(memoryEnd[i])} (${change >= 0 ? '+' : ''}${change.toFixed(1)} %)`,
    );
    if (samples.length > 0) {
      const series = samples.map((sample) => `${sample.at} s ${mb(sample.rss[i])}`).join(', ');
      console.log(`  every ${SAMPLE_EVERY_S} s: ${series}`);
      // The first minute fills the caches (pages, answers, prepared statements); from there on
      // the process should hold its size.
      const [first] = samples;
      const drift = (100 * (memoryEnd[i] - first.rss[i])) / first.rss[i];
      console.log(`  end against ${first.at} s: ${drift >= 0 ? '+' : ''}${drift.toFixed(1)} % (target: within 10 %)`);
    }
  });
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

buildIfStale();
// Its own section of docs/benchmarks.md per kind of run (report.mjs; --no-write writes none).
const report = benchReport(SOAK ? 'bench:load --soak' : 'bench:load');
console.log(
  `machine: ${(await import('node:os')).cpus().length} cores, Node ${process.version}; the load generator runs on the same machine`,
);
if (SETUPS.includes('embedded')) {
  const server = await startProductionServer({ env: { LOG_LEVEL: 'warn' } });
  try {
    await run('embedded (1 process, PGlite)', [server]);
  } finally {
    await server.stop();
  }
}
if (SETUPS.includes('postgres')) {
  if (!(await postgresReachable())) {
    console.log(`\n== 2 processes on PostgreSQL: skipped, ${POSTGRES_URL} does not answer`);
  } else {
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    const url = new URL(POSTGRES_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const mediaSecret = randomBytes(24).toString('hex');
    const env = { DATABASE_URL: url.href, LOG_LEVEL: 'warn' };
    const servers = [];
    try {
      // One after the other: the first migrates and seeds, the second finds it done.
      servers.push(await startProductionServer({ env, mediaSecret }));
      servers.push(await startProductionServer({ env, mediaSecret }));
      await run('2 processes on one PostgreSQL', servers);
    } finally {
      for (const server of servers) await server.stop();
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.end();
    }
  }
}
report.write();
