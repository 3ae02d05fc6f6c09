import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import type { ProviderSettings } from '../http/env';
import { mediaSettings } from './settings';

// Which media a title plays (docs/media.md "Ingest a film"): `npm run ingest` packages a title
// into titles/<id>/ beside the demo folder (MEDIA_DIR) and names it in titles/registry.json; a
// title named there plays its own folder, every other title (and every live channel) the demo's.
// A teaser packaged with `--teaser` goes to titles/teasers/<id>/ and is named under `teasers`.

const entries = z.record(z.string().regex(/^[1-9]\d{0,8}$/), z.object({ ingested: z.string(), source: z.string() }));
const registrySchema = z.object({
  titles: entries,
  /** Teasers packaged with `npm run ingest -- --teaser` (docs/media.md "Teasers"), by title id. */
  teasers: entries.default({}),
});
type Registry = z.infer<typeof registrySchema>;

/** A folder of media and its version (a title packaged again is a new version of its folder). */
export interface MediaFolder {
  dir: string;
  version: string;
}

/** Where packaged titles live: titles/ beside the demo folder. */
export const titlesRoot = (demoDir: string) => join(dirname(resolve(demoDir)), 'titles');

/** The registry is read again at most this often, so a title ingested while the site runs plays within seconds. */
const REREAD_MS = 2000;
const registries = new Map<string, { read: number; registry: Promise<Registry> }>();

async function readRegistry(root: string): Promise<Registry> {
  try {
    return registrySchema.parse(JSON.parse(await readFile(join(root, 'registry.json'), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { titles: {}, teasers: {} };
    throw error;
  }
}

function registryOf(root: string): Promise<Registry> {
  const now = Date.now();
  const known = registries.get(root);
  if (known && now - known.read < REREAD_MS) return known.registry;
  const registry = readRegistry(root);
  registries.set(root, { read: now, registry });
  return registry;
}

/**
 * Drops this process's copy of a registry just written (the back office's ingest worker), so
 * the title plays its own media at once here; other processes reread it within REREAD_MS.
 */
export const forgetRegistry = (root: string) => registries.delete(resolve(root));

/** The media folder title `id` plays: its own when registered, else the demo's. */
export async function titleFolder(settings: ProviderSettings, id: number): Promise<MediaFolder> {
  const demo = mediaSettings(settings).dir;
  const root = titlesRoot(demo);
  const entry = (await registryOf(root)).titles[String(id)];
  return entry ? { dir: join(root, String(id)), version: entry.ingested } : demoFolder(settings);
}

/** Whether a teaser was packaged and registered for title `id`. */
export async function registeredTeaser(settings: ProviderSettings, id: number): Promise<boolean> {
  return String(id) in (await registryOf(titlesRoot(mediaSettings(settings).dir))).teasers;
}

/**
 * The media folder title `id`'s teaser plays: its own when registered, else the demo's (a title
 * the catalog says has a teaser, as the demo catalog's do: docs/media.md "Teasers").
 */
export async function teaserFolder(settings: ProviderSettings, id: number): Promise<MediaFolder> {
  const root = titlesRoot(mediaSettings(settings).dir);
  const entry = (await registryOf(root)).teasers[String(id)];
  return entry ? { dir: join(root, 'teasers', String(id)), version: `teaser-${entry.ingested}` } : demoFolder(settings);
}

/** The demo folder (MEDIA_DIR), which live channels and unregistered titles play. */
export const demoFolder = (settings: ProviderSettings): MediaFolder => ({
  dir: mediaSettings(settings).dir,
  version: 'demo',
});
