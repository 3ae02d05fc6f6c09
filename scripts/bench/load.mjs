// A small closed-loop load generator: `concurrency` keep-alive clients request one URL for
// `seconds`, then the run reports requests per second and latency percentiles. uniqueQuery
// makes every URL new, so the server's page cache never answers (the cost of a real render).
import http from 'node:http';

// Asked as a browser asks: the server compresses what it sends, which is part of the cost.
const ACCEPT = { 'accept-encoding': 'gzip, deflate, br' };

/** One GET of `href`, its body read to the end: true for a 200, false for any other answer or an error. */
const ask = (href, agent) =>
  new Promise((resolve) => {
    http
      .get(href, { agent, headers: ACCEPT }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200));
      })
      .on('error', () => resolve(false));
  });

/**
 * `url` is one address, or several (one per server process: the clients take them in turn, as a
 * reverse proxy would spread them); an address may be a function of the request's number, for a
 * different address on every request (bench:scale's "every term new").
 */
export async function load(url, { concurrency = 16, seconds = 8, uniqueQuery = false } = {}) {
  const urls = Array.isArray(url) ? url : [url];
  let counter = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const once = (target) =>
    new Promise((resolve) => {
      const started = performance.now();
      const href =
        typeof target === 'function' ? target(counter++) : uniqueQuery ? `${target}?nocache=${counter++}` : target;
      ask(href, agent).then((ok) => {
        if (ok) latencies.push(performance.now() - started);
        else errors++;
        resolve();
      });
    });
  const client = async (_, index) => {
    const target = urls[index % urls.length];
    while (performance.now() < deadline) await once(target);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { rps: latencies.length / elapsed, p50: pct(50), p99: pct(99), requests: latencies.length, errors };
}

/**
 * An open loop: requests arrive at `rate` a second on average, each on its own schedule (Poisson
 * arrivals, as independent visitors do, from a fixed seed so runs compare), whether or not the
 * ones before have been answered. Each latency counts from the request's scheduled time, so a
 * server (or this generator) falling behind shows in the figures instead of slowing the arrivals
 * (a closed loop's "coordinated omission"). `url` as for load().
 */
export async function loadAtRate(url, { rate, seconds = 10, seed = 1 } = {}) {
  const urls = Array.isArray(url) ? url : [url];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  let state = seed >>> 0 || 1;
  // xorshift32: the same arrival times on every run with the same seed.
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const latencies = [];
  let errors = 0;
  let counter = 0;
  const pending = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  let due = started;
  while (due < end) {
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const n = counter++;
    const base = urls[n % urls.length];
    const href = typeof base === 'function' ? base(n) : base;
    const scheduled = due;
    pending.push(
      ask(href, agent).then((ok) => {
        if (ok) latencies.push(performance.now() - scheduled);
        else errors++;
      }),
    );
    due += (-Math.log(1 - random()) / rate) * 1000;
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    rate: counter / seconds,
    p50: pct(50),
    p99: pct(99),
    max: latencies[latencies.length - 1] ?? NaN,
    requests: latencies.length,
    errors,
  };
}
