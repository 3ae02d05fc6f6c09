// npm start: builds the site when the build is missing or older than its sources, then serves it
// on HOST:PORT (default localhost:4321) and warms the embedded provider, so the first visitor
// does not wait for the database to be created, migrated and seeded.
import { spawn } from 'node:child_process';
import { buildIfStale, SERVER } from './build-if-stale.mjs';

buildIfStale();

const port = process.env.PORT ?? '4321';
const host = process.env.HOST ?? 'localhost';
const server = spawn(process.execPath, [SERVER], { stdio: 'inherit', env: { ...process.env, PORT: port, HOST: host } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

// Warm-up: the first provider call opens, migrates and seeds the database.
const warmHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
for (let attempt = 0; attempt < 60; attempt++) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  try {
    const response = await fetch(`http://${warmHost}:${port}/api/v1/genres`);
    if (response.ok) {
      console.log(`[start] storefront ready on http://${warmHost}:${port}`);
      break;
    }
  } catch {
    // not listening yet
  }
}
