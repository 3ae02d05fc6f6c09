// Builds the site when dist/ is missing or older than its sources (used by start and bench). The
// build itself writes the compressed copies of hashed assets (astro.config.mjs, precompress).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ENTRY = 'dist/server/entry.mjs';
/** The HTTP server: the built entry behind compression (server/serve.mjs). */
export const SERVER = 'server/serve.mjs';
const SOURCES = ['src', 'locales', 'public', 'astro.config.mjs', 'package-lock.json', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

export function buildIfStale() {
  const built = existsSync(ENTRY) ? statSync(ENTRY).mtimeMs : 0;
  if (built >= Math.max(...SOURCES.map(newestMtime))) return;
  console.log('[build] building the site…');
  const result = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
