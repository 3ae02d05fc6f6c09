import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { titleManifestSchema, type TitleManifest } from './manifest';

// Playlists, manifests and cues are small and asked for again and again: read once per
// version of a folder (registry.ts: a title packaged again is a new version). Segments and
// downloads, which for a real film are megabytes to gigabytes, are read from disk as asked,
// leaving the caching to the operating system (and to the CDN that will serve them).
const texts = new Map<string, Promise<Buffer>>();

/** A small file of a media folder, cached under `version`. */
export function mediaText(dir: string, file: string, version: string): Promise<Buffer> {
  const key = `${version}\n${join(dir, file)}`;
  let bytes = texts.get(key);
  if (!bytes) {
    bytes = readFile(join(dir, file));
    texts.set(key, bytes);
    bytes.catch(() => texts.delete(key));
  }
  return bytes;
}

/** The manifest.json of a media folder, checked against its schema. */
export async function readManifest(dir: string, version: string): Promise<TitleManifest> {
  return titleManifestSchema.parse(JSON.parse((await mediaText(dir, 'manifest.json', version)).toString('utf8')));
}

/**
 * A media file's size, its validators (an ETag of its modification time and size, as nginx makes
 * them, so an edge serving the same file from disk answers the same ETag), and a stream of its
 * bytes from `start` to `end` (inclusive).
 */
export async function openMedia(dir: string, file: string) {
  const path = join(dir, file);
  const { size, mtimeMs } = await stat(path);
  const seconds = Math.floor(mtimeMs / 1000);
  return {
    size,
    etag: `"${seconds.toString(16)}-${size.toString(16)}"`,
    lastModified: new Date(seconds * 1000).toUTCString(),
    stream: (start = 0, end = size - 1) =>
      Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>,
  };
}
