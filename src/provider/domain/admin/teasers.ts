import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { titles } from '../../db/schema';
import type { ProviderSettings } from '../../http/env';
import { forgetRegistry, teaserFolder, titlesRoot } from '../../media/registry';
import { mediaSettings } from '../../media/settings';
import { unregister } from '../../../../scripts/media/ingest/place.mjs';
import { ProviderError } from '../../errors';
import { audit } from './audit';
import { REGISTRY_LOCK } from './ingest-worker';
import { jobsOfTitle } from './queue';
import type { Staff } from './roles';

// docs/admin.md "Teasers": a title's teaser in the back office. Its source goes up as the title's
// does (the tus upload, `for: teaser`) and becomes an ingest job packaging titles/teasers/<id>;
// this is what the title's teaser is now, its jobs, and taking it off.

/** What a title's teaser is: none, the demo's (its row says it has one), or its own packaged one. */
export type TeaserState = 'none' | 'demo' | 'own';

async function titleRow(db: Db, id: number) {
  const [row] = await db
    .select({ id: titles.id, type: titles.type, teaser: titles.teaser })
    .from(titles)
    .where(eq(titles.id, id));
  if (!row) throw new ProviderError(404, 'The title was not found.', 'عنوان پیدا نشد.');
  return row;
}

async function stateOf(settings: ProviderSettings, row: { id: number; teaser: boolean }) {
  const folder = await teaserFolder(settings, row.id);
  const own = folder.version !== 'demo';
  const state: TeaserState = own ? 'own' : row.teaser ? 'demo' : 'none';
  return { own, ingested: own ? folder.version.replace(/^teaser-/, '') : null, state };
}

/** Title `id`'s teaser jobs, newest first, and what its teaser is now. */
export async function teaserOfTitle(db: Db, settings: ProviderSettings, id: number) {
  const row = await titleRow(db, id);
  const { own, ingested, state } = await stateOf(settings, row);
  return { jobs: await jobsOfTitle(db, id, { teaser: true }), media: { own, ingested }, teaser: state };
}

/**
 * Takes title `id`'s teaser off: its packaged folder and registry entry, and its row's flag, so
 * the stage shows no teaser action and the contract answers `medias.teaser: 0`. Audited as
 * `media.teaser.remove`; a title without a teaser answers 404 and nothing changes.
 */
export async function removeTeaser(db: Db, settings: ProviderSettings, me: Staff, id: number) {
  const row = await titleRow(db, id);
  const before = await stateOf(settings, row);
  if (before.state === 'none') throw new ProviderError(404, 'The title has no teaser.', 'این عنوان تیزری ندارد.');
  const root = titlesRoot(mediaSettings(settings).dir);
  await db.transaction(async (tx) => {
    // The ingest worker registers under the same lock: no registry written by one loses the other's.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${REGISTRY_LOCK})`);
    await tx.update(titles).set({ teaser: false }).where(eq(titles.id, id));
    await audit(tx, me, 'media.teaser.remove', `title:${id}`, { teaser: before.state }, { teaser: 'none' });
    unregister(root, String(id), 'teasers');
  });
  forgetRegistry(root);
  await rm(join(root, 'teasers', String(id)), { recursive: true, force: true });
  return teaserOfTitle(db, settings, id);
}
