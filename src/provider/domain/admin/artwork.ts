import { eq, inArray, or, sql } from 'drizzle-orm';
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
 * Whether any row names the uploaded picture `name`: a title's artwork (any slot), a person's photo
 * or a brand's logo (a new brand starts with the main brand's logos: their files are shared).
 */
async function named(tx: Db | Tx, name: string) {
  const [title] = await tx
    .select({ id: titles.id })
    .from(titles)
    .where(sql`EXISTS (SELECT 1 FROM jsonb_each_text(${titles.artwork}) AS slot WHERE slot.value = ${name})`)
    .limit(1);
  if (title) return true;
  const [person] = await tx.select({ id: people.id }).from(people).where(eq(people.photo, name)).limit(1);
  if (person) return true;
  const urls = [uploadedArtworkUrl('logo', name), uploadedArtworkUrl('logo_dark', name)];
  const [site] = await tx
    .select({ domain: sites.domain })
    .from(sites)
    .where(or(inArray(sites.logo, urls), inArray(sites.logoDark, urls)))
    .limit(1);
  return Boolean(site);
}

/**
 * Points the target's slot at the uploaded picture `name`, audited as `artwork.upload` with the
 * file names before and after. Answers, as `replaced`, the uploaded picture it replaced when no
 * row names it any more (checked in the change's transaction, after it): the caller deletes its
 * files once this is committed. A drawn picture, or one another row still names, is not replaced.
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
    const replaced = before.name && before.name !== name && !(await named(tx, before.name)) ? before.name : null;
    return { kind: target.kind, target: target.key, url, uploaded: true, previous: before.url, replaced };
  });
}

export const artworkUnavailable = () =>
  new ProviderError(503, 'Artwork uploads are not set up here.', 'بارگذاری تصویر در این سرویس راه‌اندازی نشده است.');
