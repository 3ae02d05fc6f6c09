// Where a packaged title goes, and how it is registered. A title is packaged into a staging
// folder beside its destination (the same file system, so moving it is one rename), moved into
// place only once complete, and then named in the registry the provider reads
// (src/provider/media/registry.ts): a failure on the way leaves neither a folder nor an entry.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export const REGISTRY = 'registry.json';

/**
 * A fresh staging folder for `destination`, beside it.
 * @param {string} destination
 */
export function stage(destination) {
  mkdirSync(dirname(destination), { recursive: true });
  return mkdtempSync(join(dirname(destination), `.${basename(destination)}.partial-`));
}

/**
 * Puts `staged` where `destination` is, replacing what was there.
 * @param {string} staged
 * @param {string} destination
 */
export function moveIntoPlace(staged, destination) {
  const old = `${staged}.old`;
  if (existsSync(destination)) renameSync(destination, old);
  try {
    renameSync(staged, destination);
  } catch (error) {
    if (existsSync(old)) renameSync(old, destination);
    throw error;
  }
  rmSync(old, { recursive: true, force: true });
}

/**
 * The registry of `root`: the titles that have their own media, and those with a teaser, by id.
 * @param {string} root
 * @returns {{ titles: Record<string, { ingested: string, source: string }>, teasers?: Record<string, { ingested: string, source: string }> }}
 */
export function readRegistry(root) {
  const file = join(root, REGISTRY);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { titles: {} };
}

/**
 * Names title `id` in the registry of `root` (written whole, then renamed over the old one):
 * under `titles` for its own media, under `teasers` for its teaser (docs/media.md "Teasers").
 * @param {string} root
 * @param {string} id
 * @param {{ ingested: string, source: string }} entry
 * @param {'titles' | 'teasers'} [list]
 */
export function register(root, id, entry, list = 'titles') {
  const registry = readRegistry(root);
  registry[list] = { ...registry[list], [id]: entry };
  writeRegistry(root, registry);
}

/**
 * Takes title `id` out of `list` in the registry of `root` (the back office's "remove the
 * teaser"); answers whether it was there.
 * @param {string} root
 * @param {string} id
 * @param {'titles' | 'teasers'} list
 */
export function unregister(root, id, list) {
  const registry = readRegistry(root);
  const named = registry[list] ?? {};
  if (!(id in named)) return false;
  const { [id]: _gone, ...rest } = named;
  registry[list] = rest;
  writeRegistry(root, registry);
  return true;
}

/** Writes a registry whole, then renames it over the old one. @param {string} root @param {object} registry */
function writeRegistry(root, registry) {
  const file = join(root, REGISTRY);
  mkdirSync(root, { recursive: true });
  writeFileSync(`${file}.partial`, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(`${file}.partial`, file);
}
