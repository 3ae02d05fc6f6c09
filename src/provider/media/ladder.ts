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

const attribute = (line: string, name: string) => new RegExp(`[:,]${name}=([^,]+)`).exec(line)?.[1];

/**
 * The rungs of a master playlist, lowest first. The ingest writes each rung's rates with the
 * heaviest audio rendition added (scripts/media/ingest/playlists.mjs), so a rung's average is
 * what a viewer downloads per second of that quality. I-frame playlists are not rungs.
 */
export function ladderOf(master: string): LadderRung[] {
  const rungs: LadderRung[] = [];
  for (const line of master.split('\n')) {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
    const peak = Number(attribute(line, 'BANDWIDTH'));
    const average = Number(attribute(line, 'AVERAGE-BANDWIDTH') ?? peak);
    const height = Number(/^\d+x(\d+)$/.exec(attribute(line, 'RESOLUTION') ?? '')?.[1]);
    if (Number.isFinite(peak) && peak > 0 && Number.isFinite(height) && height > 0)
      rungs.push({ height, peak, average: Number.isFinite(average) && average > 0 ? average : peak });
  }
  return rungs.sort((a, b) => a.height - b.height);
}

/** The ladder of a media folder, read from its master (cached per folder version, files.ts). */
export async function readLadder(dir: string, version: string): Promise<LadderRung[]> {
  return ladderOf((await mediaText(dir, 'master.m3u8', version)).toString('utf8'));
}

