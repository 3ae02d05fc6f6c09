// @ts-check
// Which compression a client takes, read from its Accept-Encoding header: brotli first, then gzip;
// a q=0 refuses one. Shared by the HTTP server (server/serve.mjs) and the page cache.

/**
 * @param {string | null | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
export function acceptedEncoding(header) {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}
