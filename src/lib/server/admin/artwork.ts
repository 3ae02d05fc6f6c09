import type { AstroGlobal } from 'astro';
import { z } from 'zod';
import { isArtworkUploadKind } from '../../../contract/rules/artwork-upload';
import { localePath } from '../../../contract/rules/paths';
import { BODY_LIMITS, refusal } from '../../../ops/body-limits.mjs';
import { apiErrorOf } from '../../api/errors';
import { clientAddressOf } from '../api/client';
import { readBody } from '../request-body';
import { adminCaller, adminMeOf, forgetCatalog } from './api';
import type { AdminSection } from './page';
import type { AdminMe } from '../../../contract/schemas/admin';

// docs/admin.md "Artwork": the form every editor's page uploads a picture with (a film's poster,
// a brand's logo…) posts here, multipart, without JavaScript: `kind`, `target`, `back` (the page
// to return to) and `file`. The picture goes to the provider's POST /admin/artwork/:kind/:target;
// on success the storefront's caches are dropped and the browser goes back to its page, else this
// page shows the refusal (in the visitor's language) with the provider's status.

export type ArtworkPost =
  | { kind: 'redirect'; to: string }
  | { kind: 'shown'; status: number; me: AdminMe | null; error: string | null; section: AdminSection; back: string };

/** A page of the back office to return to, or the back office's home. */
const backOf = (value: unknown, locale: 'fa' | 'en') =>
  typeof value === 'string' && /^(\/en)?\/admin(\/[\w/-]*)?(\?[\w=.&%-]*)?$/.test(value) && !value.includes('//')
    ? value
    : localePath(locale, '/admin');

/**
 * The section a picture's page is in: a brand's logos are the brands', the others the section of
 * the page the form came from (an episode's is the series'), a film's by default.
 */
function sectionOf(kind: string, back: string): AdminSection {
  if (kind === 'logo' || kind === 'logo_dark') return 'brands';
  const page = /^(?:\/en)?\/admin\/(\w+)/.exec(back)?.[1];
  if (page === 'episodes' || page === 'series') return 'series';
  if (page === 'people' || page === 'slider' || page === 'lists') return page;
  return 'films';
}

export async function handleArtworkPost(Astro: AstroGlobal): Promise<ArtworkPost> {
  Astro.response.headers.set('Cache-Control', 'no-store');
  Astro.response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  const locale = Astro.locals.locale;
  const caller = adminCaller({
    cookies: Astro.cookies,
    url: Astro.url,
    locale,
    clientAddress: clientAddressOf(Astro),
  });
  const me = await adminMeOf(caller);
  const shown = (status: number, error: string | null, section: AdminSection = 'films', back = backOf(null, locale)) =>
    ({ kind: 'shown', status, me, error, section, back }) as const;
  if (Astro.request.method !== 'POST') return { kind: 'redirect', to: localePath(locale, '/admin') };
  if (!me) return shown(403, null);
  const type = Astro.request.headers.get('content-type') ?? '';
  const refused = (status: 400 | 413 | 415) => shown(status, refusal(status, locale, BODY_LIMITS.artwork).body);
  if (!type.toLowerCase().startsWith('multipart/form-data')) return refused(415);
  const body = await readBody(Astro.request, BODY_LIMITS.artwork);
  if (!body.ok) return refused(body.status);
  let form: FormData;
  try {
    // Already bounded: the platform's parser reads these bytes, not the request.
    form = await new Response(body.bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    return refused(400);
  }
  const kind = String(form.get('kind') ?? '');
  const target = String(form.get('target') ?? '');
  const back = backOf(form.get('back'), locale);
  const section = sectionOf(kind, back);
  if (!isArtworkUploadKind(kind) || !/^[\w.-]{1,253}$/.test(target))
    return shown(404, locale === 'fa' ? 'این تصویر جایی ندارد.' : 'There is no such picture to upload.', section, back);
  const file = form.get('file');
  const upload = new FormData();
  if (file instanceof File) upload.append('file', file, file.name);
  const response = await caller.raw(`/admin/artwork/${kind}/${encodeURIComponent(target)}`, {
    method: 'POST',
    body: upload,
  });
  const answer: unknown = await response.json().catch(() => null);
  if (response.status !== 200) {
    const error = apiErrorOf(response.status, answer, locale);
    return shown(response.status, error.message, section, back);
  }
  z.object({ data: z.object({ url: z.string() }) }).parse(answer);
  // The storefront shows the new picture at once (docs/admin.md "Catalog").
  forgetCatalog();
  const next = new URL(back, Astro.url);
  next.searchParams.set('done', `artwork-${kind}`);
  return { kind: 'redirect', to: `${next.pathname}${next.search}#artwork` };
}
