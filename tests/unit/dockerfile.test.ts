import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The image runs `node server/serve.mjs` from /app with only what the Dockerfile's run stage
// copies (docs/operations.md "Outgrowing one machine"). The server's plain modules from the source tree are
// copied one by one, so a new import of serve.mjs must be copied too, or the image cannot start.
const ROOT = resolve(import.meta.dirname, '../..');

/** Every project file serve.mjs loads through relative imports, followed transitively. */
function loadedFiles(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const text = readFileSync(join(ROOT, entry), 'utf8');
  for (const [, specifier] of text.matchAll(/(?:from\s+|import\s*\(\s*|^import\s+)'(\.{1,2}\/[^']+)'/gm)) {
    const target = relative(ROOT, resolve(ROOT, dirname(entry), specifier!));
    if (existsSync(join(ROOT, target))) loadedFiles(target, seen);
  }
  return seen;
}

/** The paths the run stage copies from the build stage, relative to /app. */
function copiedPaths(): string[] {
  const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
  const run = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  return [...run.matchAll(/^COPY --from=build (.+)$/gm)].flatMap(([, args]) =>
    args!
      .trim()
      .split(/\s+/)
      .slice(0, -1)
      .map((source) => source.replace(/^\/app\//, '').replace(/\/$/, '')),
  );
}

describe('the Dockerfile', () => {
  it('copies every module the server script loads', () => {
    const copied = copiedPaths();
    const files = [...loadedFiles('server/serve.mjs')];
    // The source-tree modules are the point: make sure the walk found them.
    expect(files.filter((file) => file.startsWith('src/'))).toHaveLength(6);
    const missing = files.filter((file) => !copied.some((path) => file === path || file.startsWith(`${path}/`)));
    expect(missing).toEqual([]);
  });
});
