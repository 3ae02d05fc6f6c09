import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import { reportDataUsage } from '../../lib/api/browser-player';
import { REPORT_EVERY_MS, usageBatch } from './data-usage';

/**
 * The data this viewing has loaded (the settings menu shows it) and its reports to the viewer's
 * month (data-usage.ts), when `report` (a logged-in viewer: a guest's use is not kept). `loaded`
 * counts a fragment's bytes (attach.ts).
 */
export function useDataUsage(video: RefObject<HTMLVideoElement | null>, report: boolean) {
  const [used, setUsed] = useState(0);
  const batch = useMemo(() => usageBatch(reportDataUsage), []);
  const loaded = useCallback(
    (bytes: number) => {
      batch.add(bytes);
      setUsed((total) => total + bytes);
    },
    [batch],
  );
  useEffect(() => {
    if (!report) return;
    const element = video.current;
    const flush = () => batch.flush();
    const leave = () => batch.flush(true);
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    const timer = window.setInterval(flush, REPORT_EVERY_MS);
    element?.addEventListener('pause', flush);
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.clearInterval(timer);
      element?.removeEventListener('pause', flush);
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      // Leaving watch mode (the stage goes away): what it loaded last is reported now.
      leave();
    };
  }, [video, report, batch]);
  return { used, loaded };
}
