import { masterRungs } from '../../contract/rules/data-budget';
import { mediaText } from './files';

/** A rung of a title's ladder as its master playlist states it (RFC 8216 §4.3.4.2 EXT-X-STREAM-INF). */
export interface LadderRung {
  /** The picture's height, e.g. 360. */
  height: number;
  /** BANDWIDTH: the peak rate of the rung with its heaviest audio, bits per second. */
  peak: number;
  /** AVERAGE-BANDWIDTH (BANDWIDTH when absent): the average rate, bits per second. */
  average: number;
}

/**
 * The rungs of a master playlist that state their height, lowest first (the parser the player
 * uses too: contract/rules/data-budget.ts masterRungs). The ingest writes each rung's rates with
 * the heaviest audio rendition added (scripts/media/ingest/playlists.mjs), so a rung's average is
 * what a viewer downloads per second of that quality. I-frame playlists are not rungs.
 */
export function ladderOf(master: string): LadderRung[] {
  return masterRungs(master)
    .flatMap(({ height, peak, average }) => (height === null ? [] : [{ height, peak, average }]))
    .sort((a, b) => a.height - b.height);
}

/** The ladder of a media folder, read from its master (cached per folder version, files.ts). */
export async function readLadder(dir: string, version: string): Promise<LadderRung[]> {
  return ladderOf((await mediaText(dir, 'master.m3u8', version)).toString('utf8'));
}

