// Search's word similarity (pg_trgm, docs/catalog.md "Search: Finglish and typos") set once per
// database connection, where it used to be set in a transaction around every typo search: that
// took three more round trips to the database (BEGIN, the setting, COMMIT) on each of them.

/**
 * Word similarity (pg_trgm's `<%`: the share of the query's trigrams found in a run of the name's)
 * a typo must keep: one letter wrong in a 5-letter word keeps 0.67, one missing 0.4-0.5. Below
 * it, near names the user did not mean come in (measured on the demo catalog, docs/catalog.md).
 */
export const TYPO_SIMILARITY = 0.45;

/**
 * PostgreSQL: the startup options of every pooled connection. `<%` means TYPO_SIMILARITY or more
 * (a placeholder until pg_trgm loads, which then takes its value). A connection confined to a
 * schema of its own (the tests) searches public after it, where pg_trgm's functions live
 * (db/migrate.ts); its own tables come first.
 */
export const trigramStartupOptions = (searchPath?: string) =>
  [
    `-c pg_trgm.word_similarity_threshold=${TYPO_SIMILARITY}`,
    ...(searchPath ? [`-c search_path=${searchPath},public`] : []),
  ].join(' ');

/** PGlite, one connection: the same setting, made once when it opens. */
export const TRIGRAM_SESSION_SQL = `SELECT set_config('pg_trgm.word_similarity_threshold', '${TYPO_SIMILARITY}', false)`;
