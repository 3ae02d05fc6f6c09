import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { PERSON_KINDS } from '../../../contract/rules/contract';
import { toLatinDigits } from '../../../contract/rules/digits';
import {
  addListItem,
  addSlide,
  createList,
  deleteList,
  getList,
  getSlides,
  LIST_KEY,
  listLists,
  moveList,
  moveListItem,
  moveSlide,
  removeListItem,
  removeSlide,
  setOnHome,
  setSlideActive,
  updateList,
} from '../../domain/admin/curation';
import { createGenre, deleteGenre, GENRE_KEY, listGenres, moveGenre, updateGenre } from '../../domain/admin/genres';
import {
  addCredit,
  createPerson,
  CREDIT_ROLES,
  getPerson,
  listPeople,
  removeCredit,
  updatePerson,
} from '../../domain/admin/people';
import { notFound } from '../../errors';
import type { ProviderEnv } from '../env';
import { pageField, pathId } from '../params';
import { validate } from '../validate';
import { staff } from './admin-staff';

// docs/admin.md "Catalog": people and their credits, genres, the curated lists and the home
// slider. Reading needs `catalog.read`, every change `catalog.write` (editor, admin); each change
// writes its audit row in its own transaction (domain/admin/people.ts, genres.ts, curation.ts).

type C = Context<ProviderEnv>;

/** A number as typed: Persian or Arabic digits read as Latin. */
const typedInt = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? toLatinDigits(value).trim() : value),
    z.coerce.number().int().min(min).max(max),
  );
const flag = z.preprocess(
  (value) => value === true || value === 'on' || value === '1' || value === 'true',
  z.boolean(),
);
const text = (max: number) => z.string().trim().max(max).default('');
/** An optional text: empty is none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || null);
const step = z.object({ step: z.enum(['up', 'down', 'first']) });
const titleQuery = z.object({ title_q: z.string().trim().max(100).optional() });

const KEY_MESSAGE = 'Use 2 to 40 lowercase Latin letters, digits or _, starting with a letter.';
const LIST_KEY_MESSAGE = 'Use 2 to 64 lowercase Latin letters, digits, - or _.';

const personBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    name_fa: z.string().trim().min(1).max(200),
    kind: z.enum(PERSON_KINDS),
    birth_year: z.preprocess((v) => (v === '' || v === null ? undefined : v), typedInt(1850, 2100).optional()),
    bio: text(4000),
    bio_fa: text(4000),
  })
  .transform((b) => ({
    name: b.name,
    nameFa: b.name_fa,
    kind: b.kind,
    birthYear: b.birth_year ?? null,
    bio: b.bio,
    bioFa: b.bio_fa,
  }));

const creditBody = z
  .object({
    title_id: typedInt(1, 999_999_999),
    role: z.enum(CREDIT_ROLES),
    character: optionalText(200),
    character_fa: optionalText(200),
  })
  .transform((b) => ({ titleId: b.title_id, role: b.role, character: b.character, characterFa: b.character_fa }));

const genreBody = z
  .object({
    key: z.string().trim().regex(GENRE_KEY, KEY_MESSAGE),
    name: z.string().trim().min(1).max(100),
    name_fa: z.string().trim().min(1).max(100),
  })
  .transform((b) => ({ key: b.key, name: b.name, nameFa: b.name_fa }));

const listFields = {
  name: z.string().trim().min(1).max(200),
  name_fa: z.string().trim().min(1).max(200),
  style: z.enum(['normal', 'occasion']).default('normal'),
  on_home: flag.default(false),
};
const listInput = (b: { name: string; name_fa: string; style: 'normal' | 'occasion'; on_home: boolean }) => ({
  name: b.name,
  nameFa: b.name_fa,
  style: b.style,
  onHome: b.on_home,
});

const personId = (c: C) => pathId(c.req.param('id'), 'The person', 'هنرمند');
const slideId = (c: C) => pathId(c.req.param('id'), 'The slide', 'اسلاید');
const titleId = (c: C) => pathId(c.req.param('title'), 'The title', 'عنوان');
/** A key in a path: anything that is not one names nothing. */
const pathKey = (c: C, pattern: RegExp, what: string, whatFa: string) => {
  const key = c.req.param('key') ?? '';
  if (!pattern.test(key)) throw notFound(what, whatFa);
  return key;
};
const genreKey = (c: C) => pathKey(c, GENRE_KEY, 'The genre', 'ژانر');
const listKey = (c: C) => pathKey(c, LIST_KEY, 'The list', 'فهرست');

export const adminCatalogRoutes = new Hono<ProviderEnv>()
  // ─── People ───
  .get(
    '/admin/people',
    validate('query', z.object({ q: z.string().trim().max(100).optional(), page: pageField })),
    async (c) => {
      await staff(c, 'catalog.read');
      const q = c.req.valid('query');
      return c.json({ data: await listPeople(c.var.db, q.q || undefined, q.page) });
    },
  )
  .get('/admin/people/:id', validate('query', titleQuery), async (c) => {
    await staff(c, 'catalog.read');
    return c.json({ data: await getPerson(c.var.db, personId(c), c.req.valid('query').title_q || undefined) });
  })
  .post('/admin/people', validate('json', personBody), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await createPerson(c.var.db, me, c.req.valid('json')) });
  })
  .post('/admin/people/:id', validate('json', personBody), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await updatePerson(c.var.db, me, personId(c), c.req.valid('json')) });
  })
  .post('/admin/people/:id/credits', validate('json', creditBody), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await addCredit(c.var.db, me, personId(c), c.req.valid('json')) });
  })
  .post(
    '/admin/people/:id/credits/remove',
    validate('json', z.object({ title_id: typedInt(1, 999_999_999), role: z.enum(CREDIT_ROLES) })),
    async (c) => {
      const me = await staff(c, 'catalog.write');
      const body = c.req.valid('json');
      return c.json({ data: await removeCredit(c.var.db, me, personId(c), body.title_id, body.role) });
    },
  )
  // ─── Genres ───
  .get('/admin/genres', async (c) => {
    await staff(c, 'catalog.read');
    return c.json({ data: await listGenres(c.var.db) });
  })
  .post('/admin/genres', validate('json', genreBody), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await createGenre(c.var.db, me, c.req.valid('json')) });
  })
  .post('/admin/genres/:key', validate('json', genreBody), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await updateGenre(c.var.db, me, genreKey(c), c.req.valid('json')) });
  })
  .post('/admin/genres/:key/move', validate('json', step), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await moveGenre(c.var.db, me, genreKey(c), c.req.valid('json').step) });
  })
  .post('/admin/genres/:key/delete', async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await deleteGenre(c.var.db, me, genreKey(c)) });
  })
  // ─── Lists ───
  .get('/admin/lists', async (c) => {
    await staff(c, 'catalog.read');
    return c.json({ data: await listLists(c.var.db) });
  })
  .get('/admin/lists/:key', validate('query', titleQuery), async (c) => {
    await staff(c, 'catalog.read');
    return c.json({ data: await getList(c.var.db, listKey(c), c.req.valid('query').title_q || undefined) });
  })
  .post(
    '/admin/lists',
    validate('json', z.object({ key: z.string().trim().regex(LIST_KEY, LIST_KEY_MESSAGE), ...listFields })),
    async (c) => {
      const me = await staff(c, 'catalog.write');
      const body = c.req.valid('json');
      return c.json({ data: await createList(c.var.db, me, body.key, listInput(body)) });
    },
  )
  .post('/admin/lists/:key', validate('json', z.object(listFields)), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await updateList(c.var.db, me, listKey(c), listInput(c.req.valid('json'))) });
  })
  .post('/admin/lists/:key/home', validate('json', z.object({ on_home: flag })), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await setOnHome(c.var.db, me, listKey(c), c.req.valid('json').on_home) });
  })
  .post('/admin/lists/:key/move', validate('json', step), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await moveList(c.var.db, me, listKey(c), c.req.valid('json').step) });
  })
  .post('/admin/lists/:key/delete', async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await deleteList(c.var.db, me, listKey(c)) });
  })
  .post('/admin/lists/:key/titles', validate('json', z.object({ title_id: typedInt(1, 999_999_999) })), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await addListItem(c.var.db, me, listKey(c), c.req.valid('json').title_id) });
  })
  .post('/admin/lists/:key/titles/:title/move', validate('json', step), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await moveListItem(c.var.db, me, listKey(c), titleId(c), c.req.valid('json').step) });
  })
  .post('/admin/lists/:key/titles/:title/remove', async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await removeListItem(c.var.db, me, listKey(c), titleId(c)) });
  })
  // ─── The home slider ───
  .get('/admin/slides', validate('query', titleQuery), async (c) => {
    await staff(c, 'catalog.read');
    return c.json({ data: await getSlides(c.var.db, c.req.valid('query').title_q || undefined) });
  })
  .post(
    '/admin/slides',
    validate('json', z.object({ title_id: typedInt(1, 999_999_999), active: flag.default(true) })),
    async (c) => {
      const me = await staff(c, 'catalog.write');
      const body = c.req.valid('json');
      return c.json({ data: await addSlide(c.var.db, me, body.title_id, body.active) });
    },
  )
  .post('/admin/slides/:id', validate('json', z.object({ active: flag })), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await setSlideActive(c.var.db, me, slideId(c), c.req.valid('json').active) });
  })
  .post('/admin/slides/:id/move', validate('json', step), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await moveSlide(c.var.db, me, slideId(c), c.req.valid('json').step) });
  })
  .post('/admin/slides/:id/remove', async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await removeSlide(c.var.db, me, slideId(c)) });
  });
