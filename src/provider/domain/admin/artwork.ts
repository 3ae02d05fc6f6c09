import { eq, sql } from 'drizzle-orm';
import { ARTWORK_UPLOAD_KINDS, STILLS_PER_TITLE, type ArtworkUploadKind } from '../../../contract/rules/artwork-upload';
import type { Db } from '../../db/client';
import { people, sites, titles } from '../../db/schema';
import { notFound, ProviderError } from '../../errors';
import { artworkUrl, titleArtworkUrl, uploadedArtworkUrl } from '../catalog/artwork';
import { siteDomain } from '../site/site';
import type { Tx } from '../money/ledger';
import { audit } from './audit';
import type { Ability, Staff } from './roles';

// docs/admin.md "Artwork": which picture a target shows in each kind's slot, and the change to an
// uploaded one, audited with the file names before and after in the change's own transaction.

/** Who may upload each kind: the catalog's pictures are media (editor), a brand's logos brands (admin). */
export const artworkAbility = (kind: ArtworkUploadKind): Ability =>
  ARTWORK_UPLOAD_KINDS[kind].target === 'brand' ? 'brands.write' : 'media.write';

/** A target as named in a URL, checked for its form (404 when it cannot name one). */
export interface ArtworkTarget {
  kind: ArtworkUploadKind;
  /** title id, person id or brand domain */
  key: string;
  /** The title's slot (poster, still-2…), for title kinds. */
  slot: string;
  /** The audit row's target: title:9, person:3, site:partner.localhost */
  auditTarget: string;
}

export function artworkTarget(kind: ArtworkUploadKind, raw: string): ArtworkTarget {
  const what = ARTWORK_UPLOAD_KINDS[kind].target;
  const missing = () =>
    what === 'brand'
      ? notFound('The brand', 'برند')
      : what === 'person'
        ? notFound('The person', 'شخص')
        : notFound('The title', 'عنوان');
  if (what === 'brand') {
    const domain = siteDomain(raw);
    if (!/^[a-z0-9.-]{1,253}$/.test(domain)) throw missing();
    return { kind, key: domain, slot: kind, auditTarget: `site:${domain}` };
  }
  if (what === 'still') {
    const match = /^([1-9]\d{0,8})-([1-9]\d?)$/.exec(raw);
    if (!match || Number(match[2]) > STILLS_PER_TITLE) throw missing();
    return { kind, key: match[1]!, slot: `still-${match[2]}`, auditTarget: `title:${match[1]}` };
  }
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw missing();
  return { kind, key: raw, slot: kind, auditTarget: `${what === 'person' ? 'person' : 'title'}:${raw}` };
}

/** The picture a target shows now in the kind's slot: its URL and whether it was uploaded. */
async function current(db: Db | Tx, target: ArtworkTarget, lock: boolean) {
  const what = ARTWORK_UPLOAD_KINDS[target.kind].target;
  if (what === 'brand') {
    const query = db.select().from(sites).where(eq(sites.domain, target.key));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) return null;
    const url = target.kind === 'logo' ? row.logo : row.logoDark;
    return { url, name: /^\/img\/logo(?:_dark)?\/(up[0-9a-f]{16})\.png$/.exec(url)?.[1] ?? null };
  }
  if (what === 'person') {
    const query = db
      .select({ photo: people.photo })
      .from(people)
      .where(eq(people.id, Number(target.key)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) return null;
    return {
      url: row.photo ? uploadedArtworkUrl('cast', row.photo) : artworkUrl('cast', target.key),
      name: row.photo,
    };
  }
  const query = db
    .select({ artwork: titles.artwork })
    .from(titles)
    .where(eq(titles.id, Number(target.key)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const drawn =
    target.kind === 'still'
      ? artworkUrl('still', `${target.key}-${target.slot.slice(6)}`)
      : artworkUrl(target.kind as 'poster', target.key);
  return { url: titleArtworkUrl(row, target.slot, drawn), name: row.artwork[target.slot] ?? null };
}

const missingOf = (target: ArtworkTarget) =>
  ARTWORK_UPLOAD_KINDS[target.kind].target === 'brand'
    ? notFound('The brand', 'برند')
    : ARTWORK_UPLOAD_KINDS[target.kind].target === 'person'
      ? notFound('The person', 'شخص')
      : notFound('The title', 'عنوان');

/** What the target shows now (404 when there is no such target). */
export async function artworkNow(db: Db, target: ArtworkTarget) {
  const now = await current(db, target, false);
  if (!now) throw missingOf(target);
  const { width, height } = ARTWORK_UPLOAD_KINDS[target.kind];
  return { kind: target.kind, target: target.key, url: now.url, uploaded: now.name !== null, width, height };
}

/** Checks that the target exists before its picture is read and written (404). */
export async function requireTarget(db: Db, target: ArtworkTarget) {
  if (!(await current(db, target, false))) throw missingOf(target);
}

/**
 * Points the target's slot at the uploaded picture `name`, audited as `artwork.upload` with the
 * file names before and after. Answers the old name (its files stay: a page kept for its 30 s may
 * still name it).
 */
export async function setArtwork(db: Db, actor: Staff, target: ArtworkTarget, name: string) {
  return db.transaction(async (tx) => {
    const before = await current(tx, target, true);
    if (!before) throw missingOf(target);
    const what = ARTWORK_UPLOAD_KINDS[target.kind].target;
    const url = uploadedArtworkUrl(target.kind, name);
    if (what === 'brand') {
      await tx
        .update(sites)
        .set(target.kind === 'logo' ? { logo: url } : { logoDark: url })
        .where(eq(sites.domain, target.key));
    } else if (what === 'person') {
      await tx
        .update(people)
        .set({ photo: name })
        .where(eq(people.id, Number(target.key)));
    } else {
      await tx
        .update(titles)
        .set({ artwork: sql`${titles.artwork} || ${JSON.stringify({ [target.slot]: name })}::jsonb` })
        .where(eq(titles.id, Number(target.key)));
    }
    await audit(
      tx,
      actor,
      'artwork.upload',
      target.auditTarget,
      { [target.slot]: before.name ?? before.url },
      { [target.slot]: name },
    );
    return { kind: target.kind, target: target.key, url, uploaded: true, previous: before.url };
  });
}

export const artworkUnavailable = () =>
  new ProviderError(503, 'Artwork uploads are not set up here.', 'بارگذاری تصویر در این سرویس راه‌اندازی نشده است.');
