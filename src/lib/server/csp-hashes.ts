import { createHash } from 'node:crypto';

// A page's Content-Security-Policy names the hashes of the inline scripts it holds, not every one
// the site has: Astro writes the hashes of all its inline scripts (its island runtime's variants
// among them) into every page's header, nine on a series page that holds three. HTTP/1.1 sends
// headers uncompressed; the six others were 330 bytes of every page's first round trip
// (docs/decisions/0009-lighthouse-first-paint.md).

/** An inline <script>: no `src`, its attributes, then its text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** Script elements that hold data, not code (JSON-LD, island texts): CSP does not run them. */
const DATA_TYPE = /\stype=["']?application\/(?:ld\+)?json\b/i;
const SCRIPT_SRC = /(^|;\s*)script-src\s+([^;]*)/;
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]+=*'$/;

/** The CSP hash sources (`'sha256-…'`) of the inline scripts `html` holds. */
export function inlineScriptHashes(html: string): Set<string> {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** `csp` with its script-src's sha256 sources cut to those of the inline scripts in `html`; the rest as it was. */
export function cspForPage(csp: string, html: string): string {
  const present = inlineScriptHashes(html);
  return csp.replace(SCRIPT_SRC, (_, start: string, sources: string) => {
    const kept = sources
      .trim()
      .split(/\s+/)
      .filter((source) => !HASH_SOURCE.test(source) || present.has(source));
    return `${start}script-src ${kept.join(' ')}`;
  });
}
