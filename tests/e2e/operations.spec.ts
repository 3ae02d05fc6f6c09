import http from 'node:http';
import { expect, test } from '@playwright/test';
import { checkSite } from '../../scripts/check-headers.mjs';
import { startProductionServer } from '../../scripts/production-server.mjs';

// docs/operations.md: the built site as production runs it (NODE_ENV=production behind a trusted
// TLS proxy), in a process of its own so it can be stopped: health and readiness, the headers'
// Observatory grade, the log lines of a login, the metrics, and a graceful SIGTERM.

const METRICS_TOKEN = 'metrics-token-for-the-operations-test';
type Server = Awaited<ReturnType<typeof startProductionServer>>;
let server: Server;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  // A fresh embedded database is made, migrated and seeded: past a minute on a loaded machine.
  test.setTimeout(180_000);
  server = await startProductionServer({ env: { METRICS_TOKEN } });
});

test.afterAll(async () => {
  await server?.stop();
});

const logLines = () =>
  server.lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);

test('/healthz answers that the process is up, /readyz that the database is reachable and migrated', async ({
  request,
}) => {
  const health = await request.get(`${server.base}/healthz`);
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  const ready = await request.get(`${server.base}/readyz`);
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
});

test('every answer, pages, API, files and the login cookie, grades A+ on the Observatory scale', async () => {
  const rows = await checkSite(server.base, { login: true, codeOf: server.smsCode });
  for (const row of rows)
    expect.soft(row.score, `${row.path}: ${JSON.stringify(row.findings)}`).toBeGreaterThanOrEqual(100);
  const login = rows.find((row) => row.path === 'POST /api/v1/login')!;
  expect(login.status).toBe(200);
  expect(login.findings).toContainEqual(
    expect.objectContaining({ result: 'cookies-secure-with-httponly-sessions-and-samesite' }),
  );
  // /app may be framed by APP_FRAME_ORIGINS only; everything else by nobody.
  expect(rows.find((row) => row.path === '/app')!.frameAncestors).toBe('https://app.example.ir');
  expect(rows.find((row) => row.path === '/movie/1')!.frameAncestors).toBe("'none'");
});

test('a login writes one log line a request, with its id, and neither the mobile number nor the code', async ({
  request,
}) => {
  const mobile = '09127654321';
  const origin = server.base.replace(/^http:/, 'https:');
  const headers = (id: string) => ({ 'x-request-id': id, 'x-forwarded-proto': 'https', origin });
  const sent = await request.post(`${server.base}/api/v1/login/send-code`, {
    headers: headers('ops-send'),
    data: { mobile },
  });
  expect(sent.status()).toBe(200);
  expect(sent.headers()['x-request-id']).toBe('ops-send');
  // The code reached the SMS relay (production serves no demo inbox).
  const code = server.smsCode(mobile);
  expect(code).toMatch(/^\d{4}$/);
  const login = await request.post(`${server.base}/api/v1/login`, {
    headers: headers('ops-login'),
    data: { mobile, password: code },
  });
  expect(login.status()).toBe(200);
  expect(login.headers()['set-cookie']).toContain('auth_token=');
  await expect.poll(() => logLines().filter((line) => String(line.reqId).startsWith('ops-')).length).toBe(2);

  const lines = logLines();
  expect(lines.find((line) => line.reqId === 'ops-login')).toMatchObject({
    msg: 'request',
    method: 'POST',
    route: '/api/v1/[...path]',
    path: '/api/v1/login',
    status: 200,
    ms: expect.any(Number),
  });
  const text = server.lines.join('\n');
  for (const spelling of [mobile, mobile.slice(1), `98${mobile.slice(1)}`]) expect(text).not.toContain(spelling);
  // The code is 4 digits: look for it as a number of its own in every string a line holds, except
  // the time (a year or a clock could hold the same digits).
  const strings = lines.flatMap((line) =>
    Object.entries(line)
      .filter(([key]) => key !== 'time')
      .map(([, value]) => JSON.stringify(value)),
  );
  expect(strings.filter((value) => new RegExp(`(?<![0-9])${code}(?![0-9])`).test(value))).toEqual([]);
});

test('/metrics answers the Prometheus figures to the holder of METRICS_TOKEN only', async ({ request }) => {
  // Every spelling that reaches the route: the proxy's block (deploy/Caddyfile) is not the only guard.
  for (const path of ['/metrics', '/metrics/', '//metrics', '/en/metrics']) {
    const refused = await request.get(`${server.base}${path}`);
    expect.soft(refused.status(), path).toBe(403);
    expect.soft(await refused.text(), path).not.toContain('vod_');
  }
  expect((await request.get(`${server.base}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status()).toBe(
    403,
  );
  await request.get(`${server.base}/movie/1`);
  await request.get(`${server.base}/movie/1`);
  const metrics = await request.get(`${server.base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(metrics.status()).toBe(200);
  const text = await metrics.text();
  expect(text).toMatch(/vod_http_requests_total\{route="\/movie\/\[id\]",method="GET",status="200"\} [1-9]/);
  expect(text).toMatch(
    /vod_http_request_duration_seconds_bucket\{le="0.1",route="\/movie\/\[id\]",method="GET"\} [1-9]/,
  );
  expect(text).toMatch(/vod_page_cache_lookups_total\{result="hit"\} [1-9]/);
  expect(text).toMatch(/vod_otp_sends_total [1-9]/);
  expect(text).toContain('vod_payments_total{status="paid"}');
  expect(text).toContain('vod_process_resident_memory_bytes');
});

test('SIGTERM: no new connections, the request in flight is answered, the database closes, exit 0', async () => {
  const body = JSON.stringify({ mobile: '0912' });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { port, hostname } = new URL(server.base);
    const slow = http.request(
      {
        host: hostname,
        port,
        method: 'POST',
        path: '/api/v1/login/send-code',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: server.base },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    slow.on('error', reject);
    // Half the body now: the request is in flight, waiting for the rest.
    slow.write(body.slice(0, 5));
    (globalThis as { finishSlowRequest?: () => void }).finishSlowRequest = () => slow.end(body.slice(5));
  });
  const inFlight = async () => {
    const text = await (
      await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    return /^vod_http_requests_in_flight (\d+)/m.exec(text)?.[1];
  };
  await expect.poll(inFlight).toBe('1');

  server.child.kill('SIGTERM');
  await expect.poll(() => logLines().some((line) => line.signal === 'SIGTERM')).toBe(true);
  await expect(fetch(`${server.base}/healthz`)).rejects.toThrow();

  (globalThis as { finishSlowRequest?: () => void }).finishSlowRequest!();
  const { status, body: answered } = await answer;
  expect(status).toBe(422);
  expect(JSON.parse(answered).errors.mobile).toBeDefined();
  expect(await server.exited).toEqual({ code: 0, signal: null });
  expect(logLines().at(-1)).toMatchObject({ msg: 'stopped', cut: false });
});
