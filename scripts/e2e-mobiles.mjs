// Each browser test file logs in with its own mobile numbers: two files sharing one run at once
// (fullyParallel), and one login then reads the other's SMS code and waits for a page that never
// comes. Playwright's config calls this at start, so a shared number stops the run with its name
// instead of failing one test at random under load.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MOBILE = /\b09\d{9}\b/g;

/** Throws when a mobile number appears in more than one file under `dir` (recursively). */
export function assertDistinctMobiles(dir) {
  const owners = new Map();
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.ts')) {
        for (const mobile of new Set(readFileSync(path, 'utf8').match(MOBILE) ?? [])) {
          owners.set(mobile, [...(owners.get(mobile) ?? []), path]);
        }
      }
    }
  };
  visit(dir);
  const shared = [...owners].filter(([, files]) => files.length > 1);
  if (shared.length) {
    throw new Error(
      `Browser test files share login mobiles (give each file its own):\n${shared
        .map(([mobile, files]) => `  ${mobile}: ${files.join(', ')}`)
        .join('\n')}`,
    );
  }
}
