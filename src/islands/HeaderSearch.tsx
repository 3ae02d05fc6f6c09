import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { formatNumber } from '../lib/i18n/format';
import { createTranslate, type Locale } from '../lib/i18n';
import { localePath, searchPath } from '../lib/rules/paths';
import { isSearchable, normalizeForSearch, SEARCH_MIN_LENGTH } from '../lib/rules/search';
import { $recentSearches, rememberSearch } from '../stores/recent-searches';

const INPUT_ID = 'site-search-q';
const LIST_ID = 'site-search-suggestions';
const HINT_ID = 'site-search-hint';
const optionId = (index: number) => `${LIST_ID}-${index}`;

/**
 * spec §2 Header: the search box. On the server (and without JavaScript) a GET form to
 * /search?q=…, which redirects to the results route. With JavaScript it triggers on Enter or
 * click only when the text is longer than 1 character (§5 Search) and goes straight to
 * /search/{term}; a shorter text sends nothing and a polite hint says why. Recent searches
 * (§4 Other) are offered as an ARIA 1.2 combobox: arrows move, Enter or a click searches one,
 * Escape closes the list.
 */
export default function HeaderSearch({ locale }: { locale: Locale }) {
  const t = createTranslate(locale);
  const recent = useStore($recentSearches, { ssr: 'initial' });
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [hint, setHint] = useState('');
  const form = useRef<HTMLFormElement>(null);

  // Without JavaScript the browser's minlength check stands in; with it, the browser's bubble
  // would hide the hint below (and "  a " passes minlength), so this island checks instead.
  // Text typed before hydration (the island hydrates on first use) is the query already.
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
    if (input.current?.value) setQuery(input.current.value);
  }, []);

  const typed = normalizeForSearch(query);
  const suggestions = recent.filter((term) => normalizeForSearch(term).includes(typed));
  const expanded = open && suggestions.length > 0;

  const search = (text: string) => {
    const term = text.trim();
    if (!isSearchable(term)) {
      setHint(t('search.tooShort', { min: formatNumber(SEARCH_MIN_LENGTH, locale) }));
      setOpen(false); // the hint takes the suggestions' place until the user types again
      return;
    }
    setOpen(false);
    rememberSearch(term);
    location.assign(localePath(locale, searchPath(term)));
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(input.current?.value ?? '');
  };

  const choose = (term: string) => {
    if (input.current) input.current.value = term;
    setQuery(term);
    search(term);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive(expanded ? (active + step + count) % count : step === 1 ? 0 : count - 1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(suggestions[active] ?? '');
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

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
          aria-label={t('search.recent')}
          hidden={!expanded}
        >
          {expanded &&
            suggestions.map((term, index) => (
              <li
                key={term}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keeps the focus in the box, so the list stays open until the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(term)}
              >
                <bdi>{term}</bdi>
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
