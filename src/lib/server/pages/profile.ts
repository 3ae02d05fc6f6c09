import { ApiError } from '../../api/errors';
import { PROFILE_LIST_NAMES, titleTypes, type ProfileListName, type TitleType } from '../../../contract/schemas/title';
import { profileListView, resumeView, type ListView, type ResumeView } from '../../api/views/catalog';
import { parseRouteId } from '../../../contract/rules/contract';
import { parsePage } from '../../../contract/rules/filter';
import { localePath } from '../../../contract/rules/paths';
import { api } from '../api/client';
import { AUTH_COOKIE, isWellFormedToken } from '../auth/cookie';
import type { PageMeta } from '../page-meta';
import { config } from '../../../config';
import { planView } from '../../api/views/app';
import { paymentView } from '../../api/views/money';
import { found, notFound, redirect, type Loaded, type PageContext } from './context';

// spec §2 /profile and /profile/list/:list, my lists (need a user: the middleware guards them).

const userOptions = ({ cookies, options }: PageContext) => ({
  ...options,
  token: cookies.get(AUTH_COOKIE)?.value ?? '',
});

/** The account header and plan card of /profile (DESIGN.md §7 h-profile). */
export interface ProfileAccount {
  mobile: string | null;
  subscribed: boolean;
  daysLeft: number;
  /** The last subscription bought: its plan's name and all its days (gift days included), when known. */
  plan: { name: string; days: number } | null;
  /** The wallet's balance in toman, when the provider answered it. */
  wallet: number | null;
  /** How many payments the account has: on the history's first page, and whether more pages follow. */
  payments: { count: number; more: boolean } | null;
}

/**
 * The visitor's account: the user (the guest status call answers a token's own user, spec §7) and
 * the plan of their last paid subscription (their payments' first page, the shared plans list),
 * the wallet's balance and how many payments there are, for the quick tiles.
 * A look-up that fails leaves its part out; the page stands without it.
 */
async function loadAccount(context: PageContext): Promise<ProfileAccount | null> {
  const user = userOptions(context);
  const [status, history, plans, wallet] = await Promise.all([
    api.guestStatus(config.CHECK_SUFFIX, user).catch(() => null),
    api.paymentHistory(1, user).catch(() => null),
    api.plans(context.options).catch(() => null),
    api.wallet(user).catch(() => null),
  ]);
  if (!status) return null;
  // Read as the payments page reads them: the original's rows say `for: "Buy Subscription"` and
  // `status: completed`; ours name the purpose, the state and the plan beside those.
  const last = history?.payments
    .map((row) => paymentView(row, context.locale))
    .find((row) => row.purpose === 'subscription' && row.status === 'paid' && row.planId);
  const wire = last && plans?.data.find((plan) => plan.id === last.planId);
  const plan = wire ? planView(wire, context.locale) : null;
  return {
    mobile: status.mobile,
    subscribed: status.subscription === 1 && status.days_period_to_end > 0,
    daysLeft: status.days_period_to_end,
    plan: plan ? { name: plan.name, days: plan.days + (plan.discount?.bonusDays ?? 0) } : null,
    wallet: wallet?.balance ?? null,
    payments: history ? { count: history.payments.length, more: history.last_page > (history.page ?? 1) } : null,
  };
}

export interface ProfilePage {
  account: ProfileAccount | null;
  /** Continue-watching, with each title's progress. */
  recently: ResumeView[];
  /** The purchased, watchlist, favourite, watched and suggested rows that have titles. */
  shelves: ListView[];
}

/** The remove form of continue-watching (it works without JavaScript): then back to /profile. */
export async function removeFromRecently(context: PageContext, form: URLSearchParams) {
  const id = parseRouteId(String(form.get('remove') ?? ''));
  const type = titleTypes.find((v) => v === form.get('type'));
  if (id && type) {
    try {
      await api.removeRecently(id, type, userOptions(context));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return redirect(localePath(context.locale, '/profile'), 303);
}

/**
 * A continue-watching title's artwork: a card names only the English backdrop (its title in
 * English), so the item is asked, as any visitor's title page asks it (kept for all visitors).
 * Without it the card keeps the card's picture.
 */
const titleArt = (card: { id: number; type: TitleType }, context: PageContext) =>
  api.title(card.type, card.id, context.options).catch((error: unknown) => {
    if (error instanceof ApiError) return null;
    throw error;
  });

/** Continue-watching with each title's 16:9 picture, from the profile lists' first row. */
async function recentlyOf(context: PageContext, rows: Awaited<ReturnType<typeof api.profileLists>>) {
  const resumed = rows['recently']?.data ?? [];
  const art = await Promise.all(resumed.map((card) => titleArt(card, context)));
  return resumed.map((card, index) => resumeView(card, context.locale, art[index] ?? null));
}

/**
 * The home page's continue-watching row for a logged-in viewer (DESIGN.md §7 a-home): home is one
 * page for every visitor (docs/decisions/0004-page-cache.md), so the row comes on its own
 * (src/pages/partials/continue.astro). Without a session, or when the provider refuses it, empty.
 */
export async function loadContinueRow(context: PageContext): Promise<ResumeView[]> {
  if (!isWellFormedToken(context.cookies.get(AUTH_COOKIE)?.value)) return [];
  try {
    return await recentlyOf(context, await api.profileLists('recently', 1, userOptions(context)));
  } catch (error) {
    if (error instanceof ApiError) return [];
    throw error;
  }
}

/**
 * content-api "Profile": continue-watching with each title's progress and a remove form, then the
 * other rows that have titles.
 */
export async function loadProfilePage(
  context: PageContext,
): Promise<{ status: 200; head: PageMeta; view: ProfilePage }> {
  const { locale, t } = context;
  const [lists, account] = await Promise.all([api.profileLists('all', 1, userOptions(context)), loadAccount(context)]);
  const recently = await recentlyOf(context, lists);
  const shelves = PROFILE_LIST_NAMES.filter((name) => name !== 'recently').flatMap((name) => {
    const row = lists[name];
    return row && row.data.length > 0 ? [profileListView(name, row, locale)] : [];
  });
  const head = {
    title: t('profile.myLists'),
    description: t('profile.myListsDescription'),
    path: '/profile',
    noindex: true,
  };
  return { status: 200, head, view: { account, recently, shelves } };
}

export interface ProfileListPage {
  list: ListView;
  page: number;
  name: ProfileListName;
}

/** content-api "Profile" rows by name, paginated; any other name is not found (original-app §5). */
export async function loadProfileListPage(context: PageContext): Promise<Loaded<ProfileListPage>> {
  const { locale, t, params, url } = context;
  const name = PROFILE_LIST_NAMES.find((known) => known === params['list']) ?? null;
  const page = parsePage(url.searchParams.get('page'));
  const row = name && page ? (await api.profileLists(name, page, userOptions(context)))[name] : undefined;
  if (!name || !row || page === null || page > row.last_page) return notFound();
  const list = profileListView(name, row, locale);
  const head = {
    title: t('profile.listTitle', { list: list.name }),
    description: t('profile.myListsDescription'),
    path: `/profile/list/${name}`,
    noindex: true,
  };
  return found(head, { list, page, name });
}
