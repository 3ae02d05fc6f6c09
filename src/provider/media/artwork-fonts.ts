import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';

// Vazirmatn for the artwork's titles (docs/decisions/0014-demo-artwork.md), from @fontsource/vazirmatn, the
// site's own font. Fontsource ships WOFF and WOFF2 only, and the FreeType inside sharp's libvips
// reads neither (it is built without zlib and brotli), so the WOFF files are unpacked to plain
// TrueType once per process. Pango then shapes Persian and lays it out right to left.

/** Pango family names: fontsource's static instances name the weight in the family. */
export const ARTWORK_FONTS = { title: 'Vazirmatn ExtraBold', text: 'Vazirmatn' } as const;

const FILES = ['arabic-800', 'latin-800', 'arabic-400', 'latin-400'];

/** The TrueType (sfnt) bytes of a WOFF 1.0 font: its tables, inflated, behind an sfnt directory. */
export function woffToSfnt(woff: Uint8Array): Buffer {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('Not a WOFF font');
  const count = view.getUint16(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = view.getUint32(entry + 4);
    const stored = view.getUint32(entry + 8);
    const length = view.getUint32(entry + 12);
    const raw = woff.subarray(offset, offset + stored);
    return {
      tag: view.getUint32(entry),
      checksum: view.getUint32(entry + 16),
      data: stored < length ? inflateSync(raw) : raw,
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const out = Buffer.alloc(12 + 16 * count + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  let power = 1;
  let log = 0;
  while (power * 2 <= count) {
    power *= 2;
    log++;
  }
  out.writeUInt32BE(view.getUint32(4), 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(log, 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  let at = 12 + 16 * count;
  tables.forEach((table, i) => {
    out.writeUInt32BE(table.tag, 12 + i * 16);
    out.writeUInt32BE(table.checksum, 16 + i * 16);
    out.writeUInt32BE(at, 20 + i * 16);
    out.writeUInt32BE(table.data.length, 24 + i * 16);
    out.set(table.data, at);
    at += padded(table.data.length);
  });
  return out;
}

async function install(): Promise<void> {
  const require = createRequire(import.meta.url);
  const source = join(dirname(require.resolve('@fontsource/vazirmatn/LICENSE')), 'files');
  const target = join(tmpdir(), 'vod-artwork-fonts');
  await mkdir(target, { recursive: true });
  for (const name of FILES) {
    const file = join(target, `vazirmatn-${name}.ttf`);
    // Written aside then renamed: processes starting together never read a half-written file.
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, woffToSfnt(await readFile(join(source, `vazirmatn-${name}-normal.woff`))));
    await rename(partial, file);
    // libvips adds a text's fontfile to the process's fonts for good: one tiny text per file
    // makes every weight and script known to the titles drawn after.
    await sharp({ text: { text: '.', fontfile: file } })
      .png()
      .toBuffer();
  }
}

let installed: Promise<void> | undefined;

/** Resolves once the artwork fonts are known to Pango (the first call installs them). */
export function artworkFonts(): Promise<void> {
  installed ??= install().catch((error: unknown) => {
    installed = undefined;
    throw error;
  });
  return installed;
}
