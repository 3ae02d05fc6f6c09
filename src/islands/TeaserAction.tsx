import { useCallback, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { fetchWatch, type PlayTarget, type WatchAnswer } from '../lib/api/browser-player';
import type { TitleType } from '../contract/schemas/title';
import { createTranslate, type Locale } from '../lib/i18n';
import { isLoggedIn } from '../lib/rules/account';
import { knownUser } from '../stores/auth';
import { Stage } from './player/Stage';
import { playerTexts } from './player/texts';

interface Props {
  locale: Locale;
  type: TitleType;
  id: number;
  /** The title's name, watch mode's heading. */
  name: string;
  /** The action's label and watch mode's second line: «تیزر» / "Teaser". */
  label: string;
  /** The teaser's own page (src/pages/{type}/[id]/teaser.astro): the way without JavaScript. */
  href: string;
  /** The picture shown until the teaser's first frame. */
  poster: string;
  /** The icon, drawn by the page (TitleIcon.astro). */
  children?: ReactNode;
}

/**
 * The stage's round «تیزر» action (docs/decisions/0023-teasers.md): a link to the
 * teaser's page, which once this island wakes plays the teaser in watch mode over the page with
 * the title's player (player/Stage.tsx), for anyone: a teaser is free (docs/media.md "Teasers"),
 * keeps no resume point and offers nothing after it. Its back button or Esc returns to the stage.
 */
export default function TeaserAction({ locale, type, id, name, label, href, poster, children }: Props) {
  const t = useMemo(() => createTranslate(locale, playerTexts), [locale]);
  const target = useMemo<PlayTarget>(() => ({ kind: 'teaser', type, id }), [type, id]);
  const link = useRef<HTMLAnchorElement>(null);
  const [answer, setAnswer] = useState<WatchAnswer | null>(null);
  const [loading, setLoading] = useState(false);

  // The files call for fresh links (player/recover.ts asks again when they expire); a teaser is
  // never refused, so a refusal is a failure.
  const watch = useCallback(async (): Promise<WatchAnswer | null> => {
    const result = await fetchWatch(target, isLoggedIn(await knownUser()));
    return result.kind === 'play' ? result.answer : null;
  }, [target]);

  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    try {
      const fresh = await watch();
      // Without an answer the teaser's own page says what there is.
      if (fresh) setAnswer(fresh);
      else window.location.assign(href);
    } catch {
      window.location.assign(href);
    } finally {
      setLoading(false);
    }
  };

  const exit = useCallback(() => {
    setAnswer(null);
    link.current?.focus({ preventScroll: true });
  }, []);

  return (
    <>
      <a ref={link} className="round-action" href={href} aria-busy={loading || undefined} onClick={(e) => void open(e)}>
        <span className="round-action__icon">{children}</span>
        <span className="round-action__label">{label}</span>
      </a>
      {/* Watch mode covers the viewport (_player.scss): drawn at the body's level, so nothing of
          the stage (a blurred or clipped ancestor) contains it. */}
      {answer &&
        createPortal(
          <div className="player">
            <Stage
              t={t}
              locale={locale}
              target={target}
              answer={answer}
              backdrop={poster}
              name={name}
              subheading={label}
              exit={exit}
              renew={watch}
            />
          </div>,
          document.body,
        )}
    </>
  );
}
