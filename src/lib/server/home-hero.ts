import type { z } from 'zod';
import type { slider } from '../../contract/schemas/lists';
import type { TitleCard } from '../../contract/schemas/title';
import type { Locale, Translate } from '../i18n';
import { formatRate, formatTitleYear } from '../i18n/format';
import { artworkSrcset } from '../../contract/rules/artwork-srcset';
import { localePath, titlePath } from '../../contract/rules/paths';
import { playPathOf } from './title/view';
import { inLocale } from '../api/views/locale';

type SliderEntry = z.infer<typeof slider>['sliders'][number];

/** One slide of the home hero, in the page's language. */
export interface HeroSlide {
  name: string;
  /** The title page. */
  href: string;
  /** Where "watch" goes: the player route of a film or episode, else the title page. */
  watchHref: string;
  image: string;
  srcset: string | undefined;
  /** The phone's portrait crop (image_mobile_src). */
  mobileImage: string;
  /**
   * DESIGN.md §5 "Facts line": clusters that wrap as units, year · genres, then age · score (a
   * wrapped line starts with a fact, never a dot); a badge (free, dubbed, coming soon) when one applies.
   */
  facts: string[][];
  badge: string | null;
}

/**
 * The home hero's slides (spec §3 home state; content-api `/get/slider`): the slider's titles,
 * with the facts a viewer decides on taken from the same title's card in the top list when it is
 * there (the slider answers names and images only).
 */
export function heroSlides(
  sliders: SliderEntry[],
  cards: TitleCard[],
  genres: Map<string, string>,
  locale: Locale,
  t: Translate,
): HeroSlide[] {
  const byKey = new Map(cards.map((card) => [`${card.type}:${card.id}`, card]));
  return sliders.flatMap((entry) => {
    if (entry.type !== 'movie' && entry.type !== 'series' && entry.type !== 'episode') return [];
    const card = byKey.get(`${entry.type}:${entry.id}`);
    const title = { type: entry.type, id: entry.id } as const;
    const play = entry.type === 'series' ? null : playPathOf(entry.type, entry.id);
    const facts = card
      ? [
          [formatTitleYear(card.year, card.ir, locale), ...card.new_genres.slice(0, 2).map((key) => genres.get(key) ?? key)],
          [t(`age.${card.age}` as const), t('title.ratingValue', { rate: formatRate(card.rate, locale) })],
        ]
      : [];
    const badge = !card
      ? null
      : card.presale > 0
        ? t('card.presale')
        : card.free
          ? t('card.free')
          : !card.ir && card.persian
            ? t('card.dubbed')
            : null;
    return [
      {
        name: inLocale(locale, entry.name_fa, entry.name),
        href: localePath(locale, titlePath(title)),
        watchHref: localePath(locale, play ?? titlePath(title)),
        image: entry.image_src,
        srcset: artworkSrcset(entry.image_src, 1280),
        mobileImage: entry.image_mobile_src,
        facts,
        badge,
      },
    ];
  });
}
