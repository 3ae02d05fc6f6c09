import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { SETUP_LOCK } from './setup-lock';

export { SETUP_LOCK };

// drizzle-kit writes the SQL (npm run db:generate); this applies it. The files are bundled with
// the server (import.meta.glob), so a built server needs no source tree beside it.
const files = import.meta.glob<string>('./migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export interface Migration {
  tag: string;
  statements: string[];
}

export function listMigrations(): Migration[] {
  return Object.entries(files)
    .map(([path, text]) => ({
      tag: path.replace(/^.*\/|\.sql$/g, ''),
      // drizzle-kit qualifies types with "public"; unqualified, the schema follows search_path.
      statements: text
        .split('--> statement-breakpoint')
        .map((statement) => statement.replaceAll('"public".', '').trim())
        .filter(Boolean),
    }))
    .sort((a, b) => a.tag.localeCompare(b.tag));
}

/** Applies pending migrations in one transaction under the setup lock. Returns the tags applied. */
export async function migrate(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SETUP_LOCK})`);
    // Search's trigram indexes need pg_trgm (docs/catalog.md "Search"), a trusted extension since
    // PostgreSQL 13 (the database owner may create it; PGlite loads it in db/client.ts). It lives
    // in public, once per database; public is put after the schema of this connection for these
    // statements, so a connection confined to a schema of its own (the tests) still finds its
    // operator classes while its tables are made in its own schema.
    await tx.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    await tx.execute(sql`SELECT set_config('search_path', current_setting('search_path') || ', public', true)`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS app_migrations (tag text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    // Both drivers answer { rows }; the shared PgDatabase type cannot say so.
    const done = (await tx.execute(sql`SELECT tag FROM app_migrations`)) as unknown as { rows: { tag: string }[] };
    const applied = new Set(done.rows.map((row) => row.tag));
    const pending = listMigrations().filter((migration) => !applied.has(migration.tag));
    for (const migration of pending) {
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO app_migrations (tag) VALUES (${migration.tag})`);
    }
    return pending.map((migration) => migration.tag);
  });
}
