import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspForPage, inlineScriptHashes } from '../../src/lib/server/csp-hashes';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const BOOT = '(()=>{document.documentElement.dataset.x="1"})()';
const OTHER = 'console.log("a page this is not")';
const STYLE = `'sha256-${'s'.repeat(43)}='`;
const POLICY = `default-src 'self';img-src 'self' data:;frame-ancestors 'none'; script-src 'self' ${hash(BOOT)} ${hash(OTHER)}; style-src 'self' ${STYLE};`;

describe('inlineScriptHashes()', () => {
  it('hashes inline code, not module files nor JSON data', () => {
    const html =
      `<script>${BOOT}</script><script type="module" src="/_astro/a.js"></script>` +
      `<script type="application/ld+json">{"@type":"Movie"}</script>` +
      `<script type="application/json" id="island-texts">{"a":"b"}</script>`;
    expect([...inlineScriptHashes(html)]).toEqual([hash(BOOT)]);
  });
});

describe('cspForPage()', () => {
  it("keeps the hashes of the page's own inline scripts and drops the site's others", () => {
    const policy = cspForPage(POLICY, `<head><script>${BOOT}</script></head>`);
    expect(policy).toContain(`script-src 'self' ${hash(BOOT)};`);
    expect(policy).not.toContain(hash(OTHER));
    // Everything else as it was: other directives, and style-src's hash.
    expect(policy).toBe(POLICY.replace(` ${hash(OTHER)}`, ''));
  });

  it('leaves script-src its own origin when the page has no inline script', () => {
    expect(cspForPage(POLICY, '<p>nothing inline</p>')).toContain("script-src 'self'; style-src");
  });

  it('never adds a hash the policy did not name', () => {
    const policy = cspForPage(POLICY, `<script>${BOOT}</script><script>alert(1)</script>`);
    expect(policy).not.toContain(hash('alert(1)'));
  });
});
