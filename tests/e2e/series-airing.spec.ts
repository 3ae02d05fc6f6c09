import { expect, test } from '@playwright/test';
import { catalog } from '../../src/provider/seed/catalog';

// DESIGN.md §7 c-series: a season still airing carries «جدید» on its chip, and each episode yet
// to come names the day it airs where a viewer's state line goes, with no download. The demo's
// airing series (seed: series.ts `airing`) has its last two episodes a week and two from seeding.
const series = catalog.series.find((s) => s.episodes.some((e) => e.presaleDays))!;
const upcoming = series.episodes.filter((e) => e.presaleDays);
const season = upcoming[0]!.seasonNumber;
const aired = series.episodes.find((e) => e.seasonNumber === season && !e.presaleDays)!;

const dayIn = (locale: 'fa' | 'en', days: number) =>
  new Intl.DateTimeFormat(locale === 'fa' ? 'fa-IR-u-ca-persian' : 'en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'Asia/Tehran',
  }).format(new Date(Date.now() + days * 86_400_000));

for (const { locale, prefix, seasonName, isNew, airs, download } of [
  {
    locale: 'fa',
    prefix: '',
    seasonName: `فصل ${season.toLocaleString('fa-IR')}`,
    isNew: 'جدید',
    airs: 'پخش از',
    download: 'دانلود',
  },
  { locale: 'en', prefix: '/en', seasonName: `Season ${season}`, isNew: 'New', airs: 'Airs', download: 'Download' },
] as const) {
  test(`${prefix}/series/${series.id} marks its airing season new and dates the episodes to come`, async ({ page }) => {
    await page.goto(`${prefix}/series/${series.id}`);
    const chips = page.getByRole('navigation', { name: locale === 'fa' ? 'فصل‌ها' : 'Seasons' });
    // Only the airing season's chip carries the badge.
    await expect(chips.locator('.season-new')).toHaveCount(1);
    const chip = chips.getByRole('link', { name: `${seasonName} ${isNew}` });
    await expect(chip).toBeVisible();
    await chip.click();

    expect(upcoming).toHaveLength(2);
    for (const episode of upcoming) {
      const row = page.locator(`.episode-row[data-episode="${episode.id}"]`);
      await expect(row).toBeVisible();
      // Its day, a week apart from seeding: now's plus its days, or the day before when a
      // midnight in Tehran has passed since the server seeded the catalog.
      const line = row.locator('.episode-row__state--airs');
      await expect(line).toHaveText(new RegExp(`^${airs} `));
      const days = episode.presaleDays!;
      expect([dayIn(locale, days - 1), dayIn(locale, days)].map((day) => `${airs} ${day}`)).toContain(
        (await line.innerText()).trim(),
      );
      await expect(row.getByRole('link', { name: new RegExp(`^${download}`) })).toHaveCount(0);
    }
    // An episode that has aired keeps its download and has no day.
    const airedRow = page.locator(`.episode-row[data-episode="${aired.id}"]`);
    await expect(airedRow.getByRole('link', { name: new RegExp(`^${download}`) })).toHaveCount(1);
    await expect(airedRow.locator('.episode-row__state--airs')).toHaveCount(0);
  });
}
