import { castMemberView, personView, type CastMemberView, type PersonView } from '../../api/views/catalog';
import { cardViews, type CardView } from '../../api/views/title';
import { formatNumber } from '../../i18n/format';
import { CAST_GROUPS, groupOfKind, kindLabel, type CastGroupName } from '../../rules/cast-groups';
import { parseRouteId } from '../../../contract/rules/contract';
import { parseListQuery, type Filter } from '../../../contract/rules/filter';
import { castPath, localePath } from '../../../contract/rules/paths';
import { api } from '../api/client';
import { loadListPage } from '../list-page';
import { personLd } from '../seo';
import { trail } from '../trail';
import { found, notFound, type Loaded, type PageContext } from './context';

type Crumbs = { name: string; href: string }[];

export interface CastPage {
  person: CastMemberView;
  /** The words for the person's kind. */
  kind: string;
  filmography: CardView[];
  filter: Filter;
  page: number;
  lastPage: number;
  crumbs: Crumbs;
  path: string;
}

/**
 * spec §2 /cast/:id: a person, their facts and biography, and their filmography (filtered and
 * paginated like any list).
 */
export async function loadCastPage({ locale, t, url, params, options }: PageContext): Promise<Loaded<CastPage>> {
  const id = parseRouteId(params['id']);
  if (id === null) return notFound();
  const query = parseListQuery(url.searchParams);
  const loaded = await loadListPage(query, (filter, page) => api.castMember(id, filter, page, options));
  if (loaded.status !== 200 || !query.ok)
    return { status: loaded.status === 200 ? 400 : loaded.status, head: null, view: null };
  const person = castMemberView(loaded.data.cast, locale);
  const kind = t(kindLabel[person.kind]);
  const group = groupOfKind[person.kind];
  const path = castPath(id);
  const crumbs = trail(locale, url.origin, [
    { name: t('nav.home'), path: '/' },
    { name: t(CAST_GROUPS[group].label), path: `/casts/${group}` },
    { name: person.name, path },
  ]);
  const name = person.name;
  const head = {
    title: query.page > 1 ? t('list.pageTitle', { name, page: formatNumber(query.page, locale) }) : name,
    description: t('cast.description', { name, kind }),
    path,
    image: person.image,
    imageAlt: name,
    ogType: 'profile' as const,
    jsonLd: [
      personLd({
        url: new URL(localePath(locale, path), url.origin).href,
        name,
        alternateName: person.otherName.text,
        image: new URL(person.image, url.origin).href,
        description: person.bio,
        birthYear: person.birthYear,
      }),
      crumbs.ld,
    ],
  };
  return found(head, {
    person,
    kind,
    filmography: cardViews(loaded.data.filmography, locale),
    filter: query.filter,
    page: query.page,
    lastPage: loaded.data.last_page,
    crumbs: crumbs.items,
    path,
  });
}

export interface CastsPage {
  heading: string;
  people: PersonView[];
  page: number;
  lastPage: number;
  crumbs: Crumbs;
}

/**
 * spec §2 /casts/*: one page of directors, Iranian actors or foreign actors, each linking to their
 * cast page; the list takes no filter, only a page.
 */
export async function loadCastsPage(
  name: CastGroupName,
  { locale, t, url, options }: PageContext,
): Promise<Loaded<CastsPage>> {
  const { group, origin, label, description } = CAST_GROUPS[name];
  const path = `/casts/${name}`;
  const query = parseListQuery(url.searchParams);
  const loaded = await loadListPage(query, (_filter, page) => api.castList(group, origin, page, options));
  if (loaded.status !== 200) return { status: loaded.status, head: null, view: null };
  const page = query.ok ? query.page : 1;
  const heading = t(label);
  const crumbs = trail(locale, url.origin, [
    { name: t('nav.home'), path: '/' },
    { name: heading, path },
  ]);
  const head = {
    title: page > 1 ? t('list.pageTitle', { name: heading, page: formatNumber(page, locale) }) : heading,
    description: t(description),
    path,
    image: loaded.data.casts[0]?.image,
    jsonLd: [crumbs.ld],
  };
  return found(head, {
    heading,
    people: loaded.data.casts.map((p) => personView(p, locale)),
    page,
    lastPage: loaded.data.last_page,
    crumbs: crumbs.items,
  });
}
