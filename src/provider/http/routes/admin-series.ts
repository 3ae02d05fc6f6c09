import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { AGE_RATINGS } from '../../../contract/rules/contract';
import { toLatinDigits } from '../../../contract/rules/digits';
import { AIR_DATE_FORMAT, parseAirDate } from '../../../contract/rules/air-date';
import { titleFolder } from '../../media/registry';
import { genreChoices } from '../../domain/admin/catalog';
import { jobsOfTitle } from '../../domain/admin/queue';
import {
  addSeason,
  createEpisode,
  createSeries,
  findEpisode,
  getEpisode,
  getSeries,
  listSeries,
  renumberSeason,
  setEpisodePublished,
  setSeriesPublished,
  updateEpisode,
  updateSeason,
  updateSeries,
} from '../../domain/admin/series';
import type { ProviderEnv } from '../env';
import { pageField, pathId } from '../params';
import { validate } from '../validate';
// A cycle (admin.ts mounts these routes): `staff` is read only when a request comes.
import { staff } from './admin-staff';

// docs/admin.md "Catalog": series, seasons and episodes, behind the catalog abilities as films are
// (catalog.read to look, catalog.write to change). Mounted under adminRoutes in admin.ts.

type C = Context<ProviderEnv>;

/** A number as typed: Persian or Arabic digits read as Latin, thousands separators dropped. */
const typedInt = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? toLatinDigits(value).replace(/[,٬\s]/g, '') : value),
    z.coerce.number().int().min(min).max(max),
  );
const optionalInt = (min: number, max: number) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), typedInt(min, max).optional());
const flag = z.preprocess(
  (value) => value === true || value === 'on' || value === '1' || value === 'true',
  z.boolean(),
);
const names = {
  name: z.string().trim().min(1).max(200),
  name_fa: z.string().trim().min(1).max(200),
  overview: z.string().trim().max(2000).default(''),
  overview_fa: z.string().trim().max(2000).default(''),
};
const availability = {
  availability: z.enum(['free', 'subscription', 'price']),
  price: optionalInt(1000, 50_000_000),
};
const needsPrice = (b: { availability: string; price?: number | undefined }) =>
  b.availability !== 'price' || b.price !== undefined;
const priceMessage = { path: ['price'], message: 'A price is needed' };

const seriesBody = z
  .object({
    ...names,
    ...availability,
    year: typedInt(1895, 2100),
    age: z.enum(AGE_RATINGS),
    ir: flag.default(false),
    persian: flag.default(false),
    genres: z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(z.string().max(40)).max(10)).default([]),
    episodes_follow: flag.default(false),
  })
  .refine(needsPrice, priceMessage)
  .transform((b) => ({
    name: b.name,
    nameFa: b.name_fa,
    overview: b.overview,
    overviewFa: b.overview_fa,
    year: b.year,
    age: b.age,
    ir: b.ir,
    persian: b.persian,
    availability: b.availability,
    price: b.price ?? null,
    genres: b.genres,
    episodesFollow: b.episodes_follow,
  }));

const seasonBody = z
  .object({
    number: typedInt(1, 100),
    name: z.string().trim().max(200).default(''),
    name_fa: z.string().trim().max(200).default(''),
  })
  .transform((b) => ({ number: b.number, name: b.name, nameFa: b.name_fa }));

const episodeBody = z
  .object({
    ...names,
    ...availability,
    season: typedInt(1, 100),
    number: typedInt(1, 10_000),
    runtime: typedInt(1, 1000),
    published: flag.optional(),
    // When it comes out (src/contract/rules/air-date.ts): absent keeps it, empty clears it.
    airs_at: z
      .string()
      .max(40)
      .transform((text, context) => {
        const parsed = parseAirDate(text);
        if (!parsed) context.addIssue({ code: 'custom', message: AIR_DATE_FORMAT.en });
        return parsed?.date ?? null;
      })
      .optional(),
  })
  .refine(needsPrice, priceMessage)
  .transform((b) => ({
    season: b.season,
    number: b.number,
    name: b.name,
    nameFa: b.name_fa,
    overview: b.overview,
    overviewFa: b.overview_fa,
    runtime: b.runtime,
    availability: b.availability,
    price: b.price ?? null,
    published: b.published,
    airsAt: b.airs_at,
  }));

const seriesId = (c: C) => pathId(c.req.param('id'), 'The series', 'سریال');
const episodeId = (c: C) => pathId(c.req.param('id'), 'The episode', 'قسمت');
const seasonNumber = (c: C) => pathId(c.req.param('number'), 'The season', 'فصل');

export const adminSeriesRoutes = new Hono<ProviderEnv>()
  .get(
    '/admin/series',
    validate('query', z.object({ q: z.string().trim().max(100).optional(), page: pageField })),
    async (c) => {
      await staff(c, 'catalog.read');
      const q = c.req.valid('query');
      return c.json({
        data: { ...(await listSeries(c.var.db, q.q || undefined, q.page)), genres: await genreChoices(c.var.db) },
      });
    },
  )
  .get('/admin/series/:id', async (c) => {
    await staff(c, 'catalog.read');
    return c.json({ data: { ...(await getSeries(c.var.db, seriesId(c))), genres: await genreChoices(c.var.db) } });
  })
  .post('/admin/series', validate('json', seriesBody), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await createSeries(c.var.db, me, c.req.valid('json')) });
  })
  .post('/admin/series/:id', validate('json', seriesBody), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await updateSeries(c.var.db, me, seriesId(c), c.req.valid('json')) });
  })
  .post('/admin/series/:id/publish', validate('json', z.object({ published: flag })), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await setSeriesPublished(c.var.db, me, seriesId(c), c.req.valid('json').published) });
  })
  .post('/admin/series/:id/seasons', validate('json', seasonBody), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await addSeason(c.var.db, me, seriesId(c), c.req.valid('json')) });
  })
  .post('/admin/series/:id/seasons/:number', validate('json', seasonBody), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await updateSeason(c.var.db, me, seriesId(c), seasonNumber(c), c.req.valid('json')) });
  })
  .post('/admin/series/:id/seasons/:number/renumber', async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await renumberSeason(c.var.db, me, seriesId(c), seasonNumber(c)) });
  })
  .post('/admin/series/:id/episodes', validate('json', episodeBody), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await createEpisode(c.var.db, me, seriesId(c), c.req.valid('json')) });
  })
  .get('/admin/episodes/:id', async (c) => {
    await staff(c, 'catalog.read');
    return c.json({ data: await getEpisode(c.var.db, episodeId(c)) });
  })
  .post('/admin/episodes/:id', validate('json', episodeBody), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await updateEpisode(c.var.db, me, episodeId(c), c.req.valid('json')) });
  })
  .post('/admin/episodes/:id/publish', validate('json', z.object({ published: flag })), async (c) => {
    const me = await staff(c, 'catalog.write');
    return c.json({ data: await setEpisodePublished(c.var.db, me, episodeId(c), c.req.valid('json').published) });
  })
  // docs/admin.md "The queue": an episode's media go through the film's upload and jobs; this is
  // its jobs and whether it plays its own media yet.
  .get('/admin/episodes/:id/jobs', async (c) => {
    await staff(c, 'catalog.read');
    const id = episodeId(c);
    await findEpisode(c.var.db, id);
    const folder = await titleFolder(c.var.settings, id);
    return c.json({
      data: {
        jobs: await jobsOfTitle(c.var.db, id),
        media: { own: folder.version !== 'demo', ingested: folder.version === 'demo' ? null : folder.version },
      },
    });
  });
