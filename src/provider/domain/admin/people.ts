import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PersonKind } from '../../../contract/rules/contract';
import { normalizeForSearch } from '../../../contract/rules/search';
import { toLatinDigits } from '../../../contract/rules/digits';
import type { Db } from '../../db/client';
import { credits, people, titles } from '../../db/schema';
import { notFound } from '../../errors';
import { artworkUrl } from '../catalog/artwork';
import { searchColumns } from '../catalog/search-columns';
import { audit } from './audit';
import { fieldError, titleCandidates, titleToPick } from './catalog-shared';
import { likeAnywhere, pageOf } from './paging';
import type { Staff } from './roles';

// docs/admin.md "Catalog": cast and crew. A person has both names, a kind (what the cast pages
// group them by), a birth year and a biography in both languages; credits tie them to a film or
// series with a role (and, in the cast, the character). The photo is the catalog's own artwork.

export const CREDIT_ROLES = ['cast', 'director', 'producer', 'writer'] as const;
export type CreditRole = (typeof CREDIT_ROLES)[number];

export interface PersonInput {
  name: string;
  nameFa: string;
  kind: PersonKind;
  birthYear: number | null;
  bio: string;
  bioFa: string;
}

export interface CreditInput {
  titleId: number;
  role: CreditRole;
  character: string | null;
  characterFa: string | null;
}

type PersonRow = typeof people.$inferSelect;

const wire = (row: PersonRow) => ({
  id: row.id,
  name: row.name,
  name_fa: row.nameFa,
  kind: row.kind,
  birth_year: row.birthYear,
  bio: row.bio,
  bio_fa: row.bioFa,
  image: artworkUrl('cast', row.id),
});

export const PEOPLE_PAGE_SIZE = 50;

/** People newest first, found by either name (as search folds letters) or by id. */
export async function listPeople(db: Db, q: string | undefined, page = 1) {
  const conditions: SQL[] = [];
  const query = q ? toLatinDigits(q).trim() : '';
  if (query) {
    const match: SQL[] = [sql`${people.searchText} LIKE ${likeAnywhere(normalizeForSearch(query))}`];
    if (/^\d{1,9}$/.test(query)) match.push(eq(people.id, Number(query)));
    conditions.push(or(...match) as SQL);
  }
  const found = await pageOf(page, PEOPLE_PAGE_SIZE, (limit, offset) =>
    db
      .select()
      .from(people)
      .where(and(...conditions))
      .orderBy(desc(people.id))
      .limit(limit)
      .offset(offset),
  );
  return { page, more: found.more, people: found.rows.map(wire) };
}

async function personRow(db: Db, id: number) {
  const [row] = await db.select().from(people).where(eq(people.id, id)).limit(1);
  if (!row) throw notFound('The person', 'هنرمند');
  return row;
}

async function creditsOf(db: Db, id: number) {
  const rows = await db
    .select({ credit: credits, title: titles })
    .from(credits)
    .innerJoin(titles, eq(titles.id, credits.titleId))
    .where(eq(credits.personId, id))
    .orderBy(desc(titles.year), asc(titles.id), asc(credits.role));
  return rows.map(({ credit, title }) => ({
    title_id: title.id,
    type: title.type,
    name: title.name,
    name_fa: title.nameFa,
    year: title.year,
    published: title.published,
    role: credit.role,
    character: credit.character,
    character_fa: credit.characterFa,
  }));
}

/** One person, their credits, and the films and series `titleQuery` finds to attach. */
export async function getPerson(db: Db, id: number, titleQuery?: string) {
  const row = await personRow(db, id);
  return {
    person: wire(row),
    credits: await creditsOf(db, id),
    candidates: titleQuery ? await titleCandidates(db, titleQuery) : [],
  };
}

const columns = (input: PersonInput) => ({
  name: input.name,
  nameFa: input.nameFa,
  kind: input.kind,
  birthYear: input.birthYear,
  bio: input.bio,
  bioFa: input.bioFa,
  ...searchColumns(input.name, input.nameFa),
});

/** Adds a person: an id after every person's, its audit row. */
export async function createPerson(db: Db, actor: Staff, input: PersonInput) {
  return db.transaction(async (tx) => {
    // Serialises additions: two editors saving at once get two ids.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('admin:people'))`);
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${people.id}), 0)::int + 1` })
      .from(people);
    const [row] = await tx
      .insert(people)
      .values({ id: next, ...columns(input) })
      .returning();
    const after = wire(row!);
    await audit(tx, actor, 'person.create', `person:${next}`, null, after);
    return after;
  });
}

export async function updatePerson(db: Db, actor: Staff, id: number, input: PersonInput) {
  return db.transaction(async (tx) => {
    const before = wire(await personRow(tx as unknown as Db, id));
    const [row] = await tx.update(people).set(columns(input)).where(eq(people.id, id)).returning();
    const after = wire(row!);
    await audit(tx, actor, 'person.update', `person:${id}`, before, after);
    return after;
  });
}

/** Credits `id` on a film or series with a role, last in that title's credits. */
export async function addCredit(db: Db, actor: Staff, id: number, input: CreditInput) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await personRow(t, id);
    const title = await titleToPick(t, input.titleId);
    // One order per title: two credits added at once do not share a place.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('admin:credits'), ${title.id})`);
    const [existing] = await tx
      .select({ n: count() })
      .from(credits)
      .where(and(eq(credits.titleId, title.id), eq(credits.personId, id), eq(credits.role, input.role)));
    if (existing && existing.n > 0)
      throw fieldError(
        409,
        'role',
        'This person already has this role in this title.',
        'این هنرمند همین نقش را در این عنوان دارد.',
      );
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${credits.sort}), -1)::int + 1` })
      .from(credits)
      .where(eq(credits.titleId, title.id));
    const character = input.role === 'cast' ? input.character : null;
    const characterFa = input.role === 'cast' ? input.characterFa : null;
    await tx
      .insert(credits)
      .values({ titleId: title.id, personId: id, role: input.role, character, characterFa, sort: next });
    const after = { title_id: title.id, role: input.role, character, character_fa: characterFa };
    await audit(tx, actor, 'credit.add', `person:${id}`, null, after);
    return after;
  });
}

/** Takes `id`'s `role` in a title away. */
export async function removeCredit(db: Db, actor: Staff, id: number, titleId: number, role: CreditRole) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(credits)
      .where(and(eq(credits.titleId, titleId), eq(credits.personId, id), eq(credits.role, role)))
      .returning();
    if (!row) throw notFound('The credit', 'این نقش');
    const before = { title_id: titleId, role, character: row.character, character_fa: row.characterFa };
    await audit(tx, actor, 'credit.remove', `person:${id}`, before, null);
    return { title_id: titleId, role, removed: true };
  });
}
