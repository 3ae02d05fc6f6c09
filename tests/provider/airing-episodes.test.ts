import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '../../src/provider/seed/catalog';
import { postJson, type TestProvider } from './harness';
import { bearer, ENGINES, startClocked, viewerWith } from './watch-helpers';

// A series whose last season still airs (seed: series.ts `airing`): its last episodes are yet to
// come, one a week. The season answer says so through each episode's `presale`; the player never
// offers one as the next episode, and it does not play before its day.
const airing = catalog.series.find((s) => s.episodes.some((e) => e.presaleDays))!;
const upcoming = airing.episodes.filter((e) => e.presaleDays);
const lastAired = airing.episodes[airing.episodes.indexOf(upcoming[0]!) - 1]!;
const beforeIt = airing.episodes[airing.episodes.indexOf(lastAired) - 1]!;

describe.each(ENGINES)('a series still airing, on %s', (engine) => {
  let provider: TestProvider;
  let token: string;
  const watch = (episodeId: number) =>
    provider.call(
      '/get/watch/series',
      postJson({ episode_id: episodeId, series_id: airing.id, type: 'sp', hls: 1, ref: 0 }, bearer(token)),
    );

  beforeAll(async () => {
    ({ provider } = await startClocked(engine));
    ({ token } = await viewerWith(provider, '09127770051', 30));
  });
  afterAll(() => provider?.close());

  it('answers its episodes to come with the seconds until each airs, a week apart', async () => {
    const { status, body } = await provider.call(`/ghost/get/season/series/${airing.id}`);
    expect(status).toBe(200);
    const episodes = Object.values(body.data.season as Record<string, { id: number; presale: number }[]>).flat();
    const presale = (id: number) => episodes.find((e) => e.id === id)!.presale;
    expect(presale(lastAired.id)).toBe(0);
    const [first, second] = upcoming.map((e) => presale(e.id));
    expect(first! / 86_400).toBeCloseTo(7, 1);
    expect((second! - first!) / 86_400).toBeCloseTo(7, 1);
  });

  it('offers the next episode while it has aired, and none once the next is yet to come', async () => {
    const before = await watch(beforeIt.id);
    expect(before.status).toBe(200);
    expect(before.body.data.suggestion).toMatchObject({ id: lastAired.id });
    const last = await watch(lastAired.id);
    expect(last.status).toBe(200);
    expect(last.body.data.suggestion).toBeNull();
  });

  it('does not play an episode before its day, and says when it comes', async () => {
    const { status, body } = await watch(upcoming[0]!.id);
    expect(status).not.toBe(200);
    expect(body.presale ?? body.data?.presale).toBeGreaterThan(0);
  });
});
