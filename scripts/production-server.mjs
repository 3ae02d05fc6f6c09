// The built site started as production runs it (NODE_ENV=production behind a trusted TLS proxy)
// on a free port, for the scripts and tests that need a process of their own: the headers check,
// the load bench, the operations e2e spec.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmsRelay } from './sms-relay.mjs';

/** A port nobody listens on now (asked of the system, then released for the server). */
function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built site in production mode on a free port (a fresh PGlite database in a temporary
 * folder) as a declared public demo (DEMO_MODE=on: the demo catalog and the sandbox bank), its
 * login codes going to an SMS relay on this machine (production serves no demo inbox); answers
 * its base URL, the process, every stdout line it wrote so far, the last code sent to a number
 * (`smsCode`), and a stop.
    stderr,
 * @param {{ env?: Record<string, string>, mediaSecret?: string }} [options]
 */
export async function startProductionServer({ env = {}, mediaSecret = randomBytes(24).toString('hex') } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vod-production-'));
  const relay = await startSmsRelay();
  const port = await freePort();
  const root = fileURLToPath(new URL('..', import.meta.url));
  const child = spawn(process.execPath, ['server/serve.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PROVIDER_URL: '',
      MEDIA_SECRET: mediaSecret,
      // The tests ask by address: the one host name, besides SITE_DOMAIN, this server answers for.
      SITE_HOSTS: '127.0.0.1',
      DEMO_MODE: 'on',
      SMS_DRIVER: 'webhook',
      SMS_WEBHOOK_URL: relay.url,
      PAYMENT_GATEWAY: 'sandbox',
      LOG_LEVEL: 'info',
      APP_FRAME_ORIGINS: 'https://app.example.ir',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {string[]} */
  const lines = [];
  /** @type {string[]} */
  const stderr = [];
  let partial = '';
  child.stdout.on('data', (chunk) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
  // Still shown where it always was, and kept for the tests that look for errors.
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    stderr.push(...String(chunk).split('\n').filter(Boolean));
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  // The relay serves this process only: it goes when the process does (a start that fails too).
  const relayClosed = exited.then(() => relay.close());
  const listening = new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (lines.some((line) => line.includes('"msg":"listening"'))) {
        clearInterval(timer);
        resolve(undefined);
      }
    }, 50);
    exited.then(({ code }) => {
      clearInterval(timer);
      reject(new Error(`the server exited (${code}) before listening`));
    });
  });
  // The listening line is at info level; a quieter LOG_LEVEL leaves only the readiness probe below.
  if ((env.LOG_LEVEL ?? 'info') === 'info') await listening;
  else listening.catch(() => {});
  const base = `http://127.0.0.1:${port}`;
  // The first request opens, migrates and seeds the database.
  for (
    let i = 0;
    i < 240 &&
    child.exitCode === null &&
    (await fetch(`${base}/readyz`)
      .then((r) => r.status)
      .catch(() => 0)) !== 200;
    i++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base,
    child,
    lines,
    /** The code of the last SMS the server sent to `mobile`, or null. */
    smsCode: relay.lastCode,
    stderr,
    /** @type {Promise<{ code: number | null, signal: string | null }>} */
    exited: /** @type {any} */ (exited),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const result = await exited;
      await relayClosed;
      rmSync(dataDir, { recursive: true, force: true });
      return result;
    },
  };
}
