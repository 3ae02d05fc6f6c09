import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type SubmitEvent } from 'react';
import { fetchSuggestions, type SuggestionKind, type SuggestionView } from '../lib/api/browser-search';
import { formatNumber } from '../lib/i18n/format';
import { createTranslate, type Locale } from '../lib/i18n';
import { localePath, searchPath } from '../contract/rules/paths';
import { isSearchable, normalizeForSearch, SEARCH_MIN_LENGTH, SUGGEST_DELAY_MS } from '../contract/rules/search';
import { savedFilter } from '../stores/filter';
import { $recentSearches, rememberSearch } from '../stores/recent-searches';

const INPUT_ID = 'site-search-q';
const LIST_ID = 'site-search-suggestions';
const HINT_ID = 'site-search-hint';
const optionId = (index: number) => `${LIST_ID}-${index}`;

/** An entry of the list: a recent search (searched again), or a title or person (its page). */
type Option = { kind: 'recent'; term: string; href: string } | SuggestionView;
const optionKey = (option: Option) => (option.kind === 'recent' ? `recent:${option.term}` : option.href);

/** A click the browser should handle itself (a new tab or window), not the list. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * spec §2 Header: the search box. On the server (and without JavaScript) a GET form to
 * /search?q=…, which redirects to the results route. With JavaScript it triggers on Enter or
 * click only when the text is longer than 1 character (§5 Search) and goes straight to
 * /search/{term}; a shorter text sends nothing and a polite hint says why. An ARIA 1.2 combobox
 * offers the recent searches (§4 Other) that hold the text and, once it has 2 characters and
 * typing pauses (§9 fetch delay), the titles and people the provider suggests (docs/catalog.md "Search:
 * Finglish and typos"), each a link to its page: arrows move, Enter or a click goes, Escape
 * closes the list.
 */
export default function HeaderSearch({ locale }: { locale: Locale }) {
  const t = createTranslate(locale);
  const recent = useStore($recentSearches, { ssr: 'initial' });
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [hint, setHint] = useState('');
  const [suggested, setSuggested] = useState<SuggestionView[]>([]);
  const form = useRef<HTMLFormElement>(null);

  // Without JavaScript the browser's minlength check stands in; with it, the browser's bubble
  // would hide the hint below (and "  a " passes minlength), so this island checks instead.
  // Text typed before hydration (the island hydrates on first use) is the query already.
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
    if (input.current?.value) setQuery(input.current.value);
  }, []);

  // Suggestions once typing pauses; the next keystroke cancels a call still waiting or running.
  const term = query.trim();
  useEffect(() => {
    if (!isSearchable(term)) {
      setSuggested([]); // those of an earlier text are not shown when the box has 2 letters again
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const found = await fetchSuggestions(term, locale, savedFilter(), controller.signal);
      if (!controller.signal.aborted) setSuggested(found);
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, locale]);

  const typed = normalizeForSearch(query);
  const options: Option[] = [
    ...recent
      .filter((entry) => normalizeForSearch(entry).includes(typed))
      .map((entry) => ({ kind: 'recent' as const, term: entry, href: localePath(locale, searchPath(entry)) })),
    // The last answer stays until the next one comes, so the list does not blink while typing.
    ...(isSearchable(term) ? suggested : []),
  ];
  const expanded = open && options.length > 0;
  const onlyRecent = options.every((option) => option.kind === 'recent');

  const search = (text: string) => {
    const searched = text.trim();
    if (!isSearchable(searched)) {
      setHint(t('search.tooShort', { min: formatNumber(SEARCH_MIN_LENGTH, locale) }));
      setOpen(false); // the hint takes the suggestions' place until the user types again
      return;
    }
    setOpen(false);
    rememberSearch(searched);
    location.assign(localePath(locale, searchPath(searched)));
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(input.current?.value ?? '');
  };

  /** A recent search is searched again; a title or person opens its page. */
  const choose = (option: Option) => {
    setOpen(false);
    if (option.kind !== 'recent') {
      location.assign(option.href);
      return;
    }
    if (input.current) input.current.value = option.term;
    setQuery(option.term);
    search(option.term);
  };

  const onOptionClick = (event: MouseEvent<HTMLAnchorElement>, option: Option) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    choose(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive(expanded ? (active + step + count) % count : step === 1 ? 0 : count - 1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const kindLabel = (kind: SuggestionKind) => t(`search.kind.${kind}`);

  return (
    <form
      className="site-search d-flex gap-2 flex-grow-1"
      action={localePath(locale, '/search')}
      method="get"
      role="search"
      ref={form}
      onSubmit={onSubmit}
    >
      <label className="visually-hidden" htmlFor={INPUT_ID}>
        {t('search.label')}
      </label>
      <div className="site-search-box position-relative flex-grow-1">
        <input
          ref={input}
          id={INPUT_ID}
          className="form-control"
          type="search"
          name="q"
          minLength={SEARCH_MIN_LENGTH}
          maxLength={100}
          required
          placeholder={t('search.placeholder')}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={LIST_ID}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={HINT_ID}
          onFocus={(event) => {
            setQuery(event.currentTarget.value);
            setOpen(true);
          }}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setOpen(true);
            setActive(-1);
            setHint('');
          }}
          onKeyDown={onKeyDown}
        />
        <ul
          className="site-search-suggestions"
          id={LIST_ID}
          role="listbox"
          aria-label={onlyRecent ? t('search.recent') : t('search.suggestions')}
          hidden={!expanded}
        >
          {expanded &&
            options.map((option, index) => (
              <li key={optionKey(option)} role="none">
                {/* A real link (it opens in a new tab too); the focus stays in the box. */}
                <a
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  href={option.href}
                  tabIndex={-1}
                  // Keeps the focus in the box, so the list stays open until the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={(event) => onOptionClick(event, option)}
                >
                  {option.kind === 'recent' ? (
                    <bdi>{option.term}</bdi>
                  ) : (
                    <>
                      <bdi>{option.name}</bdi>
                      <span className="site-search-kind">{kindLabel(option.kind)}</span>
                    </>
                  )}
                </a>
              </li>
            ))}
        </ul>
        <p className="site-search-hint" id={HINT_ID} role="status">
          {hint}
        </p>
      </div>
      <button className="btn btn-outline-secondary" type="submit">
        {t('search.submit')}
      </button>
    </form>
  );
}
