import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { formatNumber } from '../lib/i18n/format';
import { genreChoicePath, type GenreOption } from '../lib/rules/genre-choice';
import { createTranslate, type Locale, type MessageKey } from '../lib/i18n';
import { FILTER_FIELDS, type Filter } from '../contract/rules/filter';
import { $filterLoading, changeFilter } from '../stores/filter';
import FilterSelect from './filter-bar/FilterSelect';
import { navigateTo } from './filter-bar/navigate';
import { countResults } from './filter-bar/refilter-page';
import { useCollapsed } from './filter-bar/useCollapsed';
import { usePageFilter } from './filter-bar/usePageFilter';

interface Props {
  locale: Locale;
  /** The filter the server read from the page's URL. */
  filter: Filter;
  /** The page's own path in its locale: without JavaScript the form submits to it. */
  action: string;
  /** spec §2: the genre select shows only where the page asks: its options and the page's genre ('0' home). */
  genres?: { options: GenreOption[]; current: string } | undefined;
}

/**
 * spec §2 Filter bar, §4 Filter change. On the server and without JavaScript: a GET form whose URL
 * carries the filter, inside a <details> that CSS shows open above 576 px. Hydrated: each change
 * re-filters the page's lists in place (refilter-page.ts) and the genre select navigates.
 */
export default function FilterBar({ locale, filter: urlFilter, action, genres }: Props) {
  const t = createTranslate(locale);
  const [status, setStatus] = useState('');
  const [collapsed, setCollapsed] = useCollapsed();
  const loading = useStore($filterLoading);
  const { filter, ageLocked } = usePageFilter(urlFilter, (region) => {
    const count = countResults(region);
    setStatus(count ? t('filter.updated', { count: formatNumber(count, locale) }) : t('filter.empty'));
  });
  const changed = useRef<string | null>(null);
  const [genre, setGenre] = useState(genres?.current ?? '0');

  // Selects are disabled while loading, which takes focus from the one just changed: give it back.
  useEffect(() => {
    if (loading || !changed.current) return;
    const select = document.getElementById(`filter-${changed.current}`);
    changed.current = null;
    const active = document.activeElement;
    if (!active || active === document.body || active === select) select?.focus();
  }, [loading]);

  const choose = (name: keyof Filter, value: string) => {
    changed.current = name;
    changeFilter({ ...filter, [name]: value } as Filter);
  };
  const chooseGenre = (next: string) => {
    setGenre(next);
    navigateTo(genreChoicePath(locale, next, filter));
  };
  // With JavaScript every change applies at once; Apply re-runs the current filter in place.
  const apply = (event: SubmitEvent) => {
    event.preventDefault();
    changeFilter(filter);
  };

  return (
    <form className="filter-bar my-3" action={action} method="get" aria-label={t('filter.heading')} onSubmit={apply}>
      <details className="filter-panel" open={!collapsed}>
        <summary
          className="filter-toggle btn btn-sm btn-outline-secondary"
          onClick={(event) => {
            event.preventDefault();
            setCollapsed(!collapsed);
          }}
        >
          {t('filter.toggle')}
        </summary>
        <div className="filter-fields d-flex flex-wrap gap-2 align-items-end">
          {FILTER_FIELDS.map((field) => (
            <FilterSelect
              key={field.key}
              name={field.key}
              label={t(field.label)}
              value={filter[field.key]}
              options={field.values.map((value) => ({ value, label: t(`${field.label}.${value}` as MessageKey) }))}
              disabled={loading || (field.key === 'age' && ageLocked)}
              describedBy={field.key === 'age' && ageLocked ? 'filter-age-locked' : undefined}
              onChange={(value) => choose(field.key, value)}
            />
          ))}
          {genres && (
            <FilterSelect
              name="genre"
              label={t('filter.genre')}
              value={genre}
              options={[
                { value: '0', label: t('filter.genre.0') },
                ...genres.options.map((genre) => ({ value: genre.key, label: genre.label })),
              ]}
              disabled={loading}
              onChange={chooseGenre}
            />
          )}
          <button className="btn btn-sm btn-outline-primary" type="submit" disabled={loading}>
            {t('filter.apply')}
          </button>
        </div>
      </details>
      {ageLocked && (
        <span className="visually-hidden" id="filter-age-locked">
          {t('filter.ageLocked')}
        </span>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </form>
  );
}
