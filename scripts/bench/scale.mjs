// npm run bench:scale: the catalog at the spec's size on PostgreSQL (ARCHITECTURE.md quality bar
// "at the spec's size pages and search stay under 100 ms p99 uncached"). Seeds the scale catalog
// if missing (scripts/seed.mjs --scale), serves the built site with every page rendered
// (PAGE_CACHE=off), first with the provider's answers kept as deployed, then with those off too
// (API_CACHE=off: every request runs its queries), and loads each route with 20 keep-alive
// connections. Prints figures and writes them to docs/benchmarks.md (report.mjs; --no-write does
// not); asserts nothing.
//
//   DATABASE_URL=postgres://…/scale_bench npm run bench:scale [-- --seconds=10 --port=4398 --processes=2 --only=search]
//
// --only=WORD runs only the routes and provider answers whose name holds WORD (--only=search:
// the search routes), and writes nothing to docs/benchmarks.md: a partial run is not "the last
// run" of the command.
//
// --rates=25,50,100 also loads each route in an open loop at each of those request rates (Poisson
// arrivals, latency from each request's scheduled time: load.mjs loadAtRate), after the 20
// connections: a closed loop that busy measures what the machine can serve at most, and its p99
// is the queue at that most; an open loop gives the p99 a visitor sees at a stated traffic.
//
// --processes=N starts N server processes on ports port…port+N-1 (one per core, as a machine is
// deployed behind its reverse proxy, docs/operations.md "Outgrowing one machine"); the connections take them
// in turn.
import { spawn, spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { randomBytes } from 'node:crypto';
import { load, loadAtRate } from './load.mjs';
import { cpuMeter } from './cpu.mjs';
import { FRESH_TERMS, freshSearchPath } from './fresh-terms.mjs';
import { benchReport } from './report.mjs';
import { buildIfStale, SERVER } from '../build-if-stale.mjs';

const option = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const SECONDS = Number(option('seconds', '10'));
const PORT = Number(option('port', '4398'));
const PROCESSES = Number(option('processes', '1'));
const ONLY = option('only', '');
const RATES = option('rates', '')
  .split(',')
  .filter(Boolean)
  .map(Number)
  .filter((rate) => rate > 0);
const chosen = ([name]) => name.includes(ONLY);
const CONNECTIONS = 20;
const origin = `http://127.0.0.1:${PORT}`;
const origins = Array.from({ length: PROCESSES }, (_, i) => `http://127.0.0.1:${PORT + i}`);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith('postgres')) {
  console.error('bench:scale runs on PostgreSQL: set DATABASE_URL=postgres://… (a database of its own)');
  process.exit(1);
}

// First film, actor and the terms of the scale catalog (src/provider/seed/scale).
const FILM = 100_001;
const ACTOR = 10_002;
const GENRE = 'drama';
// Finglish and a typo take the sound-skeleton and word-similarity paths (docs/catalog.md "Search: Finglish
// and typos"); ستاره طلایی (Golden Star) is a scale title.
const TERMS = {
  fa: 'ستاره',
  en: 'river',
  'two characters': 'شب',
  Finglish: 'setareh talaei',
  typo: 'ستاره طلاین',
};
const SUGGEST = 'setar';

const conditions = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} on ${cpus().length} cores`;

buildIfStale();
const database = new URL(databaseUrl);
const report = benchReport(
  PROCESSES === 1 ? 'bench:scale' : `bench:scale --processes=${PROCESSES}`,
  `on the PostgreSQL at ${database.host}${database.pathname}`,
);
console.log('== seeding (scripts/seed.mjs --scale)');
const seeded = spawnSync(process.execPath, ['scripts/seed.mjs', '--scale'], { stdio: 'inherit' });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

/** Starts the built site with `env` added on `port` and answers it once it serves. */
async function serve(env, port) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [SERVER], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // Production refuses to start without these (src/config.ts): a bench secret, and
      // login codes written to the outbox instead of sent, which production allows only in a
      // declared demo (DEMO_MODE=on, with the sandbox bank), as this catalog is; and the host
      // the bench asks by, which production otherwise answers 421 (docs/operations.md).
      MEDIA_SECRET: randomBytes(24).toString('hex'),
      DEMO_MODE: 'on',
      SMS_DRIVER: 'outbox',
      PAYMENT_GATEWAY: 'sandbox',
      SITE_HOSTS: '127.0.0.1',
      ...env,
    },
  });
  for (let i = 0; i < 120; i++) {
    await new Promise((r) => setTimeout(r, 500));
    if (
      await fetch(`${base}/api/v1/genres`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
  }
  return server;
}

/** Milliseconds of one call through the API gateway (/api/v1, never cached: it always queries). */
async function timed(path, query) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/v1${path}`, {
    method: query ? 'POST' : 'GET',
    headers: query ? { 'content-type': 'application/json', origin } : {},
    body: query ? JSON.stringify({ query }) : undefined,
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
}

/**
 * The provider's answers at this size, asked one at a time (no queueing behind other requests,
 * so less moved by the machine's load than the pages above): a deep page should cost what the
 * first one does.
 */
async function providerAnswers(genreLastPage) {
  const actors = await (await fetch(`${origin}/api/v1/new_casts/1/ir/0`)).json();
  const calls = [
    ['film', `/getV2/movie/${FILM}`],
    ['genre, first page', `/ghost/get/get_listV3/${GENRE}`],
    [`genre, last page (${genreLastPage})`, `/ghost/get/get_listV3/${GENRE}?page=${genreLastPage}`],
    ['Iranian actors, first page', '/new_casts/1/ir/0'],
    [`Iranian actors, last page (${actors.data.last_page})`, `/new_casts/1/ir/0?page=${actors.data.last_page}`],
    ['cast member', `/ghost/get/cast/${ACTOR}`],
    ...Object.entries(TERMS).map(([kind, term]) => [`search, ${kind}`, '/ghost/get/search', term]),
    [`suggestions (${SUGGEST})`, `/ghost/get/search/autocomplete?q=${SUGGEST}`],
    ['home rows (discover)', '/getV2/discover'],
  ].filter(chosen);
  console.log('\n== provider answers through /api/v1, one at a time (median and slowest of 21 after 3)');
  console.log(`   before: ${conditions()}`);
  for (const [name, path, query] of calls) {
    for (let i = 0; i < 3; i++) await timed(path, query);
    const times = [];
    for (let i = 0; i < 21; i++) times.push(await timed(path, query));
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(34)} median ${times[10].toFixed(1).padStart(6)} ms  slowest ${times[20].toFixed(1).padStart(6)} ms`,
    );
  }
  console.log(`   after: ${conditions()}`);
}

/** The servers' search-shelf lookups by result (vod_answer_cache_lookups_total, /metrics). */
async function searchLookups() {
  const counts = {};
  for (const base of origins) {
    const text = await fetch(`${base}/metrics`).then((r) => (r.ok ? r.text() : ''));
    for (const [, result, value] of text.matchAll(
      /^vod_answer_cache_lookups_total\{shelf="search",result="(\w+)"\} (\d+)/gm,
    ))
      counts[result] = (counts[result] ?? 0) + Number(value);
  }
  return counts;
}

/** What the search shelf answered between two counts: every miss or skip went to the provider. */
function lookupsSince(before, after) {
  const results = Object.keys(after);
  if (!results.length) return 'answer cache lookups: not counted by this build';
  return `answer cache lookups (search): ${results.map((r) => `${r} ${after[r] - (before[r] ?? 0)}`).join(', ')}`;
}

// Pages as deployed but rendered on every request (no page cache), then with the provider's
// answers not kept either, so every request runs its queries on PostgreSQL.
const RUNS = [
  ['every page rendered (PAGE_CACHE=off), provider answers kept as deployed', { PAGE_CACHE: 'off' }],
  ['every page rendered and every query run (PAGE_CACHE=off API_CACHE=off)', { PAGE_CACHE: 'off', API_CACHE: 'off' }],
];
for (const [title, env] of RUNS) {
  const servers = [];
  for (let i = 0; i < PROCESSES; i++) servers.push(await serve(env, PORT + i));
  try {
    const genreList = await (await fetch(`${origin}/api/v1/ghost/get/get_listV3/${GENRE}`)).json();
    const lastPage = genreList.data.list.last_page;
    const routes = [
      ['film page', `/movie/${FILM}`],
      ['genre, first page', `/genres/${GENRE}`],
      [`genre, last page (${lastPage})`, `/genres/${GENRE}?page=${lastPage}`],
      ['cast page', `/cast/${ACTOR}`],
      ...Object.entries(TERMS).map(([kind, term]) => [
        `search, ${kind} (${term})`,
        `/search/${encodeURIComponent(term)}`,
      ]),
      ['home', '/'],
      // A different term on every request (fresh-terms.mjs): what a search costs when no answer
      // kept before can help, whatever API_CACHE says.
      [`search, every term new (${FRESH_TERMS.length} terms)`, freshSearchPath],
    ].filter(chosen);
    const processes = PROCESSES === 1 ? 'one process' : `${PROCESSES} processes`;
    console.log(`\n== ${title}: ${processes}, ${CONNECTIONS} connections, ${SECONDS} s a route`);
    console.log(`   before: ${conditions()}`);
    for (const [name, path] of routes) {
      let asked = 0;
      const urls = origins.map((base) => (typeof path === 'function' ? () => base + path(asked++) : base + path));
      await load(urls, { concurrency: CONNECTIONS, seconds: 1 }); // warm-up
      const lookupsBefore = await searchLookups();
      const cpu = cpuMeter(servers.map((server) => server.pid));
      const r = await load(urls, { concurrency: CONNECTIONS, seconds: SECONDS });
      const used = cpu.stop();
      const perRequest = (ms) => (ms / (r.requests + r.errors)).toFixed(1).padStart(4);
      console.log(
        `${name.padEnd(36)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ${r.rps.toFixed(0).padStart(5)} req/s  errors ${r.errors}  CPU a request: server ${perRequest(used.servers)} ms, load generator ${perRequest(used.own)} ms`,
      );
      if (typeof path === 'function')
        console.log(`${''.padEnd(36)} ${lookupsSince(lookupsBefore, await searchLookups())}`);
    }
    console.log(`   after: ${conditions()}`);
    if (RATES.length) {
      console.log(`\n   open loop, Poisson arrivals at ${RATES.join(', ')} requests a second, ${SECONDS} s each`);
      console.log(`   before: ${conditions()}`);
      for (const [name, path] of routes) {
        for (const rate of RATES) {
          let asked = 0;
          const urls = origins.map((base) => (typeof path === 'function' ? () => base + path(asked++) : base + path));
          await loadAtRate(urls, { rate, seconds: 2, seed: 7 }); // warm-up: the connections opened
          const r = await loadAtRate(urls, { rate, seconds: SECONDS });
          console.log(
            `${name.padEnd(36)} at ${String(rate).padStart(3)}/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  max ${r.max.toFixed(0).padStart(5)} ms  errors ${r.errors}`,
          );
        }
      }
      console.log(`   after: ${conditions()}`);
    }
    if (env.API_CACHE !== 'off') await providerAnswers(lastPage);
  } finally {
    for (const server of servers) {
      server.kill();
      await new Promise((r) => server.once('exit', r));
    }
  }
}
console.log('\ntarget: p99 under 100 ms and no error on every route');
if (ONLY) console.log(`(--only=${ONLY}: a partial run, docs/benchmarks.md left as it is)`);
else report.write();
