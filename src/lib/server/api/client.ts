import { z } from 'zod';
import { config } from '../../../config';
import { filterQueryString, type Filter, EMPTY_FILTER } from '../../../contract/rules/filter';
import { catalogAnswers, commentAnswers, searchAnswers, type AnswerShelf } from './cache';
import { apiErrorOf } from '../../api/errors';
import { castList, castMember } from '../../../contract/schemas/cast';
import { contentList, discover, genreMap, newGenres, slider, top } from '../../../contract/schemas/lists';
import { lives, watchLive } from '../../../contract/schemas/live';
import { searchResult, topsearch } from '../../../contract/schemas/search';
import { appDetails, faq, plansBody } from '../../../contract/schemas/app';
import { commentPosted, commentsBody } from '../../../contract/schemas/community';
import {
  profileLists,
  season,
  similar,
  statistics,
  titleCast,
  titleItem,
  titleMedia,
  type ProfileListName,
  type TitleType,
} from '../../../contract/schemas/title';
import { siteDomainsBody, userBody } from '../../../contract/schemas/site';
import {
  paidBody,
  paymentHistory,
  type PaidPayment,
  subscriptionChange,
  wallet,
  type PaymentPurpose,
} from '../../../contract/schemas/money';
import { filesBody, teaserDownload, type TeaserFiles } from '../../../contract/schemas/watch';
import { sendToProvider } from './transport';
import { readCartData } from '../../api/cart-data';
import { ekranAnswer, ussdAnswer } from '../../../contract/schemas/buying';
import { API_PREFIX } from '../../../contract/rules/contract';
import { onSite } from '../../../contract/rules/paths';
import { dataEstimate, dataUsageBody } from '../../../contract/schemas/data-budget';

// ARCHITECTURE.md §5: the one way pages reach the provider. Every answer is parsed with the zod
// schema of its shape; a non-200 answer becomes an ApiError read as spec §8 says.

export interface CallOptions {
  locale?: 'fa' | 'en';
  host?: string;
  token?: string;
  /** The visitor's address, for the provider's per-address limits (sent as x-client-ip, as the gateway does). */
  clientAddress?: string | null;
  /** Not kept in the answer cache: a walk over the whole catalog (the sitemap) would evict every popular answer. */
  uncached?: boolean;
}

/**
 * Asks the provider; an answer the same for every guest is kept on `shelf` (cache.ts): every GET
 * on the catalog's, and a POST that only reads (search, whose term the provider takes in the body)
 * on the shelf it names.
 */
async function call<T extends z.ZodType>(
  path: string,
  schema: T,
  options: CallOptions = {},
  init: RequestInit = {},
  shelf: AnswerShelf | null = (init.method ?? 'GET') === 'GET' ? catalogAnswers : null,
): Promise<z.infer<T>> {
  // API_CACHE=off (docs/configuration.md): every answer is asked of the provider.
  if (!shelf || config.API_CACHE === 'off' || options.token || options.uncached) {
    shelf?.skipped();
    return send(path, schema, options, init);
  }
  const body = typeof init.body === 'string' ? `|${init.body}` : '';
  return shelf.get(`${options.host ?? ''}|${options.locale ?? 'fa'}|${path}${body}`, () =>
    send(path, schema, options, init),
  );
}

async function send<T extends z.ZodType>(
  path: string,
  schema: T,
  options: CallOptions,
  init: RequestInit,
): Promise<z.infer<T>> {
  const headers = new Headers(init.headers);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  if (options.clientAddress) headers.set('x-client-ip', options.clientAddress);
  const response = await sendToProvider(`${API_PREFIX}${path}`, { ...init, headers }, options.host);
  const body: unknown = await response.json().catch(() => null);
  if (response.status !== 200) throw apiErrorOf(response.status, body, options.locale);
  return schema.parse(body);
}

/** The visitor's address as Astro knows it, or null where the adapter cannot tell (prerendering). */
export function clientAddressOf(context: { clientAddress: string }): string | null {
  try {
    return context.clientAddress;
  } catch {
    return null;
  }
}

/** How many comments a title page shows (its comments tab). */
const COMMENTS_SHOWN = 20;

/**
 * `{ data: inner }`, made once per schema: zod builds a new object schema's parser on its first
 * use, and the calls below ask for the wrapper on every answer.
 */
const wrappers = new WeakMap<z.ZodType, z.ZodObject<{ data: z.ZodType }>>();
const data = <T extends z.ZodType>(inner: T): z.ZodObject<{ data: T }> => {
  let wrapper = wrappers.get(inner);
  if (!wrapper) wrappers.set(inner, (wrapper = z.object({ data: inner })));
  return wrapper as z.ZodObject<{ data: T }>;
};
const withPage = (filter: Filter, page: number, key = 'page') => {
  const query = filterQueryString(filter);
  return `${query ? `${query}&` : '?'}${key}=${page}`;
};

export const api = {
  plans: (o?: CallOptions) => call('/get/app/plans', plansBody, o),
  appDetails: async (o?: CallOptions) => (await call('/get/app/details', data(appDetails), o)).data,
  faq: async (o?: CallOptions) => (await call('/faq', data(faq), o)).data,
  genres: async (o?: CallOptions) => (await call('/genres', data(genreMap), o)).data.genres,
  newGenres: async (filter: Filter = EMPTY_FILTER, o?: CallOptions) =>
    (await call(`/new_genres${filterQueryString(filter)}`, newGenres, o)).genres,
  discover: async (filter: Filter = EMPTY_FILTER, page = 1, o?: CallOptions) =>
    (await call(`/getV2/discover${withPage(filter, page, 'discover_page')}`, data(discover), o)).data,
  /**
   * The slider's images are absolute (the original backend's shape); one on this very site is
   * read as its path, so the page names it on its own origin and scheme and draws its srcset.
   */
  slider: async (filter: Filter = EMPTY_FILTER, o?: CallOptions) =>
    (await call(`/get/slider${filterQueryString(filter)}`, data(slider), o)).data.sliders.map((entry) => ({
      ...entry,
      image_src: onSite(entry.image_src, o?.host),
      image_mobile_src: onSite(entry.image_mobile_src, o?.host),
    })),
  top: async (filter: Filter = EMPTY_FILTER, o?: CallOptions) =>
    (await call(`/getV2/get_top${filterQueryString(filter)}`, data(top), o)).data.top,
  list: async (key: string, filter: Filter = EMPTY_FILTER, page = 1, o?: CallOptions) =>
    (await call(`/ghost/get/get_listV3/${encodeURIComponent(key)}${withPage(filter, page)}`, data(contentList), o)).data
      .list,
  title: async (type: TitleType, id: number, o?: CallOptions) => {
    const body = await call(`/getV2/${type}/${id}`, data(z.record(z.string(), titleItem)), o);
    const item = body.data[type];
    if (!item) throw apiErrorOf(404, { message: 'Not found' }, o?.locale);
    return item;
  },
  titleCast: async (type: TitleType, id: number, o?: CallOptions) =>
    (await call(`/get/cast/${type}/${id}`, data(titleCast), o)).data,
  /** content-api GET /get/media: whether the title has a teaser (docs/media.md "Teasers"). */
  hasTeaser: async (type: TitleType, id: number, o?: CallOptions) =>
    (await call(`/get/media/${type}/${id}`, data(titleMedia), o)).data.medias.teaser === 1,
  /**
   * The original's POST /ghost/get/files, content 1: the teaser's signed master and the tallest of
   * its MP4s (`download`, shortest first; a provider may send none), each a path when on this
   * site (as the slider's images), so a page names it on its own scheme; null without a teaser.
   */
  teaser: async (type: TitleType, id: number, o?: CallOptions): Promise<TeaserFiles | null> => {
    const answer = await call(
      '/ghost/get/files',
      filesBody,
      o,
      postJson({ id, type, content: 1, hls: 1 }),
      catalogAnswers,
    );
    if (!('file' in answer.data)) return null;
    const master = answer.data.file[0]?.file;
    const mp4 = answer.data.download.flatMap((item) => {
      const parsed = teaserDownload.safeParse(item);
      return parsed.success ? [parsed.data.file] : [];
    });
    const tallest = mp4.at(-1);
    return master ? { master: onSite(master, o?.host), mp4: tallest ? onSite(tallest, o?.host) : null } : null;
  },
  similar: async (type: TitleType, id: number, o?: CallOptions) =>
    (await call(`/ghost/get/similar/${type}/${id}`, data(similar), o)).data,
  /** content-api GET /(ghost/)get/season: with o.token, each episode the user started carries their resume point. */
  season: async (type: 'series' | 'episode', id: number, o?: CallOptions) =>
    (await call(`${o?.token ? '' : '/ghost'}/get/season/${type}/${id}`, data(season), o)).data,
  /** content-api GET /get/statistics with o.token: the user's resume point in the title (seconds). */
  statistics: async (type: TitleType, id: number, o: CallOptions) =>
    (await call(`/get/statistics/${type}/${id}`, data(statistics), o)).data,
  /**
   * The original's GET /ghost/comments-v2: a title's first comments, the same for every visitor.
   * Kept on their own short shelf (cache.ts `commentAnswers`: 10 s, never stale): the catalog's
   * 30 s and stale refresh on top of the page's own 30 s made a new comment wait minutes to show,
   * and asking afresh at every render cost a film page a third of its renders a second.
   */
  comments: (type: TitleType, id: number, o?: CallOptions) =>
    call(
      `/ghost/comments-v2?type=${type}&id=${id}&page=1&limit=${COMMENTS_SHOWN}`,
      commentsBody,
      o,
      {},
      commentAnswers,
    ),
  /**
   * POST /comments-v2 with o.token (the writer's): the comment, published as it is posted. This
   * process's kept answers of the title's comments go, so its next render of the title shows it.
   * With `parentId`, a reply to one of the title's comments.
   */
  postComment: async (type: TitleType, id: number, content: string, o: CallOptions, parentId: number | null = null) => {
    const body = parentId === null ? { type, id, content } : { type, id, content, parent_id: parentId };
    const { comment } = await call('/comments-v2', commentPosted, o, postJson(body));
    const path = `|/ghost/comments-v2?type=${type}&id=${id}&`;
    commentAnswers.forget((key) => key.includes(path));
    return comment;
  },
  /** docs/data-budget.md: the data of a title's runtime at each rung (the same for every viewer). */
  dataEstimate: (type: TitleType, id: number, o?: CallOptions) =>
    call(`/get/data/estimate/${type}/${id}`, dataEstimate, o),
  /** docs/data-budget.md: turns the account's data saver on or off (o.token: the user's). */
  updateDataSaver: async (on: boolean, o: CallOptions) => {
    await call('/update/data-saver', z.unknown(), o, postJson({ data_saver: on }));
  },
  /** docs/data-budget.md: the data the user's players reported this month (o.token: the user's). */
  dataUsage: async (o: CallOptions) => (await call('/get/data/usage', dataUsageBody, o)).data,
  castMember: async (id: number, filter: Filter = EMPTY_FILTER, page = 1, o?: CallOptions) =>
    (await call(`/ghost/get/cast/${id}${withPage(filter, page)}`, data(castMember), o)).data,
  castList: async (group: 1 | 2, origin: 'ir' | 'nonir' | 'all', page = 1, o?: CallOptions) =>
    (await call(`/new_casts/${group}/${origin}/0?page=${page}`, data(castList), o)).data,
  lives: async (o?: CallOptions) => (await call('/lives', data(lives), o)).data,
  watchLive: async (id: number, o?: CallOptions) =>
    (await call(`/ghost/get/watch/live/${id}`, data(watchLive), o)).data,
  search: async (query: string, filter: Filter = EMPTY_FILTER, o?: CallOptions) =>
    (
      await call(
        `/ghost/get/search${filterQueryString(filter)}`,
        data(searchResult),
        o,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) },
        searchAnswers,
      )
    ).data,
  topsearch: async (o?: CallOptions) => (await call('/topsearch', data(topsearch), o)).data,
  /** spec §7 guest status: the site configuration of the request's host (o.host). */
  guestStatus: async (checkSuffix: string, o?: CallOptions) =>
    (await call(`/ghost/get${checkSuffix}`, data(userBody), o)).data.user,
  /** Every brand's domain (docs/admin.md "Brands"); kept by lib/server/brand-hosts.ts, not here. */
  siteDomains: async () => (await call('/get/site/domains', siteDomainsBody, { uncached: true })).data.domains,
  site: async (domain: string, o?: CallOptions) =>
    (await call(`/get/user/domain/${encodeURIComponent(domain)}`, data(userBody), o)).data.user,
  /** spec §7 POST /get/my_wallet (o.token: the user's). */
  wallet: async (o: CallOptions) => (await call('/get/my_wallet', data(wallet), o, postJson({}))).data,
  /** content-api GET /get/profile/payment/download-billing, newest first. */
  paymentHistory: async (page: number, o: CallOptions) =>
    call(`/get/profile/payment/download-billing?page=${page}`, paymentHistory, o),
  /**
   * content-api /payments/{purchase}/callback: the provider asks the bank and answers the settled
   * payment. `query` is what the bank returned (its own fields included); `form` its older POST.
   */
  paymentCallback: async (
    purchase: PaymentPurpose,
    query: URLSearchParams,
    form: URLSearchParams | null,
    o: CallOptions,
  ): Promise<PaidPayment> => {
    const body = await call(
      `${o.token ? '' : '/ghost'}/payments/${purchase}/callback?${query.toString()}`,
      paidBody,
      o,
      form
        ? { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() }
        : {},
    );
    // A top-up's wallet comes beside data (the original backend's shape); the page reads one answer.
    return body.wallet ? { ...body.data, wallet: body.wallet } : body.data;
  },
  /** spec §7 POST /ghost/get/cart: the guest's download/cart data (spec §3), in the app's shape. */
  cart: async (type: TitleType, id: number, o: CallOptions) => {
    const answer = await call(
      '/ghost/get/cart',
      data(z.unknown()),
      o,
      postJson({ id, type, quality: '', force_to_buy: 0, ref: 0 }),
    );
    const options = readCartData(answer.data, o.locale ?? 'fa');
    if (!options) throw apiErrorOf(502, null, o.locale);
    return options;
  },
  /** content-api GET /(ghost/)get/ekran/:id (o.token: the viewer's); `query` the code step's fields. */
  ekran: async (id: number, query: URLSearchParams, o: CallOptions) =>
    (await call(`${o.token ? '' : '/ghost'}/get/ekran/${id}?${query.toString()}`, data(ekranAnswer), o)).data,
  /** The operator's USSD link (spec §2 /USSDlink, docs/payments.md "Buying"): grants its file. */
  ussdLink: async (link: { fileid: number; userid: number; package: string }, o: CallOptions) =>
    (await call('/ussdlink', data(ussdAnswer), o, postJson(link))).data,
  /** content-api GET /get/profile/get_list/{all|name}: the user's rows (o.token: the user's). */
  profileLists: async (name: ProfileListName | 'all', page: number, o: CallOptions) =>
    (await call(`/get/profile/get_list/${name}?page=${page}`, data(profileLists), o)).data,
  /** Removes a title from continue-watching (docs/media.md "Calls the contract does not name"). */
  removeRecently: async (id: number, type: TitleType, o: CallOptions) => {
    await call('/delete/recently', z.unknown(), o, postJson({ id, type }));
  },
  /** content-api POST /change_subscription. */
  changeSubscription: async (
    body: {
      method: string;
      plan_id: number;
      host: string;
      content_id: number;
      content_type: string;
      ref: number;
      callback_url: string;
    },
    o: CallOptions,
  ) => {
    const answer = await call(
      '/change_subscription',
      z.object({ link: z.string().optional(), data: subscriptionChange }),
      o,
      postJson(body),
    );
    return { ...answer.data, link: answer.link ?? answer.data.link };
  },
};

function postJson(body: unknown): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}
