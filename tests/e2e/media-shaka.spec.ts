import { expect, test } from '@playwright/test';

// The media are HLS any conformant player plays, not only the site's hls.js: Shaka Player (a
// test-only dependency; its HLS parser reads the I-frame playlists and byte ranges too) loads a
// free film's signed master as the watch call answers it, and plays it to its end on every
// variant. The script is added to a page of the site (same origin as /media), CSP bypassed.

test.use({ bypassCSP: true });

test('Shaka Player plays a free film to its end on every variant: ended fires on each', async ({ page }) => {
  // Three variants on a loaded machine (each fails on its own after 20 s without progress).
  test.setTimeout(240_000);
  await page.goto('/profile/faq');
  await page.addScriptTag({ path: 'node_modules/shaka-player/dist/shaka-player.compiled.js' });
  const answer = await page.request.get('/api/v1/ghost/get/watch/movie-hls/4/1');
  const master = ((await answer.json()) as { data: { video: { video: string }[] } }).data.video[0]!.video;

  const heights = await page.evaluate(async (url) => {
    const { shaka } = window as unknown as { shaka: any };
    shaka.polyfill.installAll();
    const video = document.createElement('video');
    video.muted = true;
    // On screen (Chromium slows a muted video it does not show), and small: drawing a full-page
    // video on a loaded 2-core machine played a second of film in ten.
    video.style.cssText = 'position: fixed; top: 0; left: 0; width: 320px; z-index: 9999';
    document.body.append(video);
    const player = new shaka.Player();
    await player.attach(video);
    player.configure({ abr: { enabled: false } });
    await player.load(url);
    (window as unknown as { shakaPlayer: unknown }).shakaPlayer = player;
    return player.getVariantTracks().map((track: { height: number }) => track.height) as number[];
  }, master);
  expect([...new Set(heights)].sort((a, b) => a - b)).toEqual([240, 360, 480]);

  for (const height of [240, 360, 480]) {
    const endedAt = await page.evaluate(
      (wanted) =>
        new Promise<number>((resolve, reject) => {
          const { shakaPlayer: player } = window as unknown as { shakaPlayer: any };
          const video = document.querySelector('video')!;
          const track = player.getVariantTracks().find((t: { height: number }) => t.height === wanted);
          player.addEventListener('error', (event: { detail: { code: number } }) =>
            reject(new Error(`shaka ${event.detail.code}`)),
          );
          // A stall, not a slow machine, fails the variant: no progress for 20 s while it should
          // play (at a load of 15-20 a second of film took ten, and a fixed 30 s ran out at 28.5 s).
          let last = -1;
          let still = 0;
          let seekBacks = 0;
          const watchdog = setInterval(() => {
            // A variant switch that clears the buffer may seek back after ours held (below): go to
            // the last segment again, a few times at most.
            if (video.currentTime < 29 && seekBacks < 5 && last >= 0) {
              seekBacks++;
              video.currentTime = 29.5;
              void video.play();
            }
            still = video.currentTime === last ? still + 1 : 0;
            last = video.currentTime;
            if (still < 20) return;
            clearInterval(watchdog);
            const buffered = JSON.stringify(player.getBufferedInfo());
            reject(
              new Error(`no ended at ${wanted}p: at ${video.currentTime} of ${video.duration}, buffered ${buffered}`),
            );
          }, 1000);
          const timer = { clear: () => clearInterval(watchdog) };
          // The last segment: the end is what is tested. A variant switch that clears the buffer
          // seeks to where the video was (the end of the last variant), after ours on a busy
          // machine: seek until it holds.
          const toTheEnd = async () => {
            const held = () => video.currentTime >= 29 && video.currentTime < 31;
            for (let attempt = 0; attempt < 10 && !held(); attempt++) {
              video.currentTime = 29.5;
              await new Promise((seeked) => setTimeout(seeked, 300));
            }
            video.addEventListener(
              'ended',
              () => {
                timer.clear();
                resolve(video.currentTime);
              },
              { once: true },
            );
            void video.play();
          };
          player.selectVariantTrack(track, true);
          void toTheEnd();
        }),
      height,
    );
    expect(endedAt).toBeGreaterThan(31.9);
  }
});
