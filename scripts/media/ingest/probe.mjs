// What a source holds, asked of ffprobe: a source it cannot read is refused here, before any
// output exists, with ffprobe's own reason.
import { ffprobe, IngestError } from './ffmpeg.mjs';

/**
 * @typedef {{ index: number, language: string | null }} SourceAudio
 * @typedef {{ file: string, duration: number, width: number, height: number, fps: { num: number, den: number }, audio: SourceAudio[] }} Source
 */

/** @param {string | undefined} ratio "25/1" */
function rational(ratio) {
  const [num = 0, den = 1] = (ratio ?? '').split('/').map(Number);
  return num > 0 && den > 0 ? { num, den } : null;
}

/**
 * The source's first video stream (its picture size as displayed, frame rate, duration) and its
 * audio streams. Throws an IngestError naming the file when it is unreadable or has no picture.
 * @param {string} file
 * @param {{ needVideo?: boolean }} [options]
 * @returns {Promise<Source>}
 */
export async function probeSource(file, { needVideo = true } = {}) {
  let info;
  try {
    info = await ffprobe(['-show_format', '-show_streams', file]);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new IngestError(`cannot read ${file}: ${reason.replace(`${file}: `, '')}`);
  }
  /** @type {any[]} */
  const streams = info.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = streams
    .filter((s) => s.codec_type === 'audio')
    .map((s, index) => ({ index, language: s.tags?.language ?? null }));
  const duration = Number(info.format?.duration ?? video?.duration ?? 0);
  if (needVideo && !video) throw new IngestError(`cannot read ${file}: it has no video stream`);
  if (!needVideo && !audio.length) throw new IngestError(`cannot read ${file}: it has no audio stream`);
  if (!(duration > 0)) throw new IngestError(`cannot read ${file}: its duration is unknown`);
  const fps = rational(video?.avg_frame_rate) ?? rational(video?.r_frame_rate) ?? { num: 25, den: 1 };
  const [sarW = 1, sarH = 1] = (video?.sample_aspect_ratio ?? '1:1').split(':').map(Number);
  const width = Math.round((video?.width ?? 0) * (sarW > 0 && sarH > 0 ? sarW / sarH : 1));
  return { file, duration, width, height: video?.height ?? 0, fps, audio };
}
