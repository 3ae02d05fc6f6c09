import { and, eq, sql } from 'drizzle-orm';
import type { TitleType } from '../../../contract/schemas/title';
import { DATA_SAVER_MAX_HEIGHT, estimateBytes } from '../../../contract/rules/data-budget';
import type { Db } from '../../db/client';
import { dataUsage, users } from '../../db/schema';
import type { ProviderSettings } from '../../http/env';
import { readLadder } from '../../media/ladder';
import { titleFolder } from '../../media/registry';
import type { Viewer } from '../auth/viewer';
import { findTitle } from '../catalog/titles';

// docs/data-budget.md: what a title costs in data at each quality, the data saver's cap, and the
// data a viewer's player reported using this month.

/** One quality of a title's estimate. */
export interface QualityEstimate {
  /** The rung's name as the player and the downloads name it, e.g. 360p. */
  quality: string;
  height: number;
  /** The rung's average rate with its audio (the master's AVERAGE-BANDWIDTH), bits per second. */
  bitrate: number;
  /** Bytes of the whole runtime at that rate. */
  bytes: number;
}

export interface DataEstimate {
  /** The title's runtime in minutes (a series': an episode's). */
  runtime: number;
  qualities: QualityEstimate[];
}

/**
 * The data a title's runtime takes at each rung of the ladder it plays (its own folder, else the
 * demo's: registry.ts), from the rates its master playlist states, never from guessed ones.
 */
export async function dataEstimate(
  db: Db,
  settings: ProviderSettings,
  type: TitleType,
  id: number,
): Promise<DataEstimate> {
  const row = await findTitle(db, type, id);
  const { dir, version } = await titleFolder(settings, row.id);
  const ladder = await readLadder(dir, version);
  const seconds = row.runtime * 60;
  return {
    runtime: row.runtime,
    qualities: ladder.map((rung) => ({
      quality: `${rung.height}p`,
      height: rung.height,
      bitrate: rung.average,
      bytes: estimateBytes(rung.average, seconds),
    })),
  };
}

/**
 * The quality cap of a watch answer: the account's data saver, or the browser's `Save-Data: on`
 * for anyone (a guest included), caps the ladder at DATA_SAVER_MAX_HEIGHT.
 */
export interface QualityCap {
  data_saver: boolean;
  /** The tallest rung played, null for no cap. */
  max_height: number | null;
}

export function qualityCap(viewer: Viewer | null, saveData: boolean): QualityCap {
  const on = saveData || Boolean(viewer?.dataSaver);
  return { data_saver: on, max_height: on ? DATA_SAVER_MAX_HEIGHT : null };
}

/** Turns the account's data saver on or off; every device reads it with the user state. */
export async function setDataSaver(db: Db, viewer: Viewer, on: boolean): Promise<boolean> {
  await db.update(users).set({ dataSaver: on }).where(eq(users.id, viewer.userId));
  return on;
}

const monthParts = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
});

/** The month of `now` in Tehran's Persian calendar, the one the site's dates are shown in, as `1405-09`. */
export function monthKey(now: Date): string {
  const parts = monthParts.formatToParts(now);
  const year = parts.find((part) => part.type === 'year')?.value ?? '0';
  const month = parts.find((part) => part.type === 'month')?.value ?? '00';
  return `${year.replace(/\D/g, '')}-${month}`;
}

/** Adds what the player reported loading to the viewer's month; answers the month's total. */
export async function addDataUsage(db: Db, viewer: Viewer, bytes: number, now: Date): Promise<number> {
  const month = monthKey(now);
  const [row] = await db
    .insert(dataUsage)
    .values({ userId: viewer.userId, month, bytes })
    .onConflictDoUpdate({
      target: [dataUsage.userId, dataUsage.month],
      set: { bytes: sql`${dataUsage.bytes} + ${bytes}` },
    })
    .returning({ bytes: dataUsage.bytes });
  return row?.bytes ?? bytes;
}

/** The bytes the viewer's players reported this month. */
export async function monthUsage(db: Db, viewer: Viewer, now: Date): Promise<{ month: string; bytes: number }> {
  const month = monthKey(now);
  const [row] = await db
    .select({ bytes: dataUsage.bytes })
    .from(dataUsage)
    .where(and(eq(dataUsage.userId, viewer.userId), eq(dataUsage.month, month)))
    .limit(1);
  return { month, bytes: row?.bytes ?? 0 };
}
