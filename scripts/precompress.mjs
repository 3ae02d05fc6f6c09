// Run by `astro build` (an integration in astro.config.mjs): brotli (quality 11) and gzip (level 9)
// copies of the hashed scripts and stylesheets, which never change under their name, so
// server/serve.mjs sends them without compressing on every request (and smaller than on-the-fly
// compression could afford).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import zlib from 'node:zlib';

export function precompress(dir = 'dist/client/_astro') {
  let files = 0;
  for (const name of readdirSync(dir)) {
    if (!/\.(js|css)$/.test(name)) continue;
    const source = readFileSync(join(dir, name));
    writeFileSync(
      join(dir, `${name}.br`),
      zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(join(dir, `${name}.gz`), zlib.gzipSync(source, { level: 9 }));
    files++;
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`[precompress] ${precompress()} files`);
}
