import { useCallback, useEffect, useState, type RefObject } from 'react';

/** What the controls draw of the video element, kept in step with its events. */
export interface MediaState {
  time: number;
  duration: number;
  paused: boolean;
  ended: boolean;
  volume: number;
  muted: boolean;
  rate: number;
  /** The end of the loaded range the position is in (the seek bar's buffered part), in seconds. */
  buffered?: number;
}

/**
 * Within this of its end, a video that stops for want of data counts as ended: hls.js can stop
 * a few milliseconds short of the duration when one track ends before another, and then
 * neither `ended` nor another `timeupdate` comes.
 */
export const END_SLACK_S = 0.1;

/** Whether `media` has ended, or stopped for want of data within END_SLACK_S of `duration`. */
export function endedAt(media: HTMLMediaElement, duration: number): boolean {
  if (media.ended) return true;
  return duration > 0 && duration - media.currentTime <= END_SLACK_S && media.readyState < media.HAVE_FUTURE_DATA;
}

/** The end of the buffered range that holds the current position, or the position itself. */
function bufferedEnd(media: HTMLMediaElement): number {
  const ranges = media.buffered;
  for (let i = 0; i < ranges.length; i++) {
    if (ranges.start(i) <= media.currentTime + 0.5 && media.currentTime <= ranges.end(i)) return ranges.end(i);
  }
  return media.currentTime;
}

const EVENTS = [
  'timeupdate',
  // A stop for want of data: the time where it stopped, which no timeupdate reports.
  'waiting',
  'stalled',
  'durationchange',
  'loadedmetadata',
  'play',
  'pause',
  'ended',
  'seeked',
  'volumechange',
  'ratechange',
  // What has loaded ahead: the seek bar's buffered part.
  'progress',
] as const;

/**
 * The video's state; `fallbackDuration` (the watch answer's) until the media knows its own.
 * `refresh` reads it at once, for a control whose change the media announces only later (a
 * radio button must show its choice in the same click).
 */
export function useMedia(
  video: RefObject<HTMLVideoElement | null>,
  fallbackDuration: number,
): [MediaState, () => void] {
  const [state, setState] = useState<MediaState>({
    time: 0,
    duration: fallbackDuration,
    paused: true,
    ended: false,
    volume: 1,
    muted: false,
    rate: 1,
  });
  const refresh = useCallback(() => {
    const media = video.current;
    if (!media) return;
    const duration = Number.isFinite(media.duration) && media.duration > 0 ? media.duration : fallbackDuration;
    setState({
      time: media.currentTime,
      duration,
      paused: media.paused,
      ended: endedAt(media, duration),
      volume: media.volume,
      muted: media.muted,
      rate: media.playbackRate,
      buffered: bufferedEnd(media),
    });
  }, [video, fallbackDuration]);
  useEffect(() => {
    const media = video.current;
    if (!media) return;
    for (const type of EVENTS) media.addEventListener(type, refresh);
    refresh();
    return () => {
      for (const type of EVENTS) media.removeEventListener(type, refresh);
    };
  }, [video, refresh]);
  return [state, refresh];
}
