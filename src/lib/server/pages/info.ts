import {
  appDetailsView,
  faqView,
  fullrateOperators,
  planView,
  type FaqItem,
  type OperatorView,
  type PlanView,
} from '../../api/views/app';
import { api } from '../api/client';
import type { PageMeta } from '../page-meta';
import { absoluteUrl, faqLd } from '../seo';
import type { PageContext } from './context';

// spec §2 profile sub-pages (faq, terms, about-contact, internet, plans): always found; their head
// is what ProfileSubView frames with the trail home › page.

type Info<V> = { status: 200; head: Pick<PageMeta, 'title' | 'description' | 'path' | 'jsonLd'>; view: V };

/** spec §2 /profile/about-contact: the about text; the contact details come from the site. */
export async function loadAboutPage({ t, site, options, locale }: PageContext): Promise<Info<{ about: string[] }>> {
  const { about } = appDetailsView(await api.appDetails(options), locale);
  const head = {
    title: t('profile.aboutContact'),
    description: t('profile.aboutDescription', { site: site.name }),
    path: '/profile/about-contact',
  };
  return { status: 200, head, view: { about } };
}

/** spec §2 /profile/terms: the terms of use and the privacy policy, as paragraphs. */
export async function loadTermsPage({ t, options, locale }: PageContext) {
  const details = appDetailsView(await api.appDetails(options), locale);
  const sections = [
    { id: 'terms', heading: t('profile.termsHeading'), paragraphs: details.terms },
    { id: 'privacy', heading: t('profile.privacyHeading'), paragraphs: details.privacy },
  ];
  const head = { title: t('profile.terms'), description: t('profile.termsDescription'), path: '/profile/terms' };
  return { status: 200, head, view: { sections } } satisfies Info<unknown>;
}

/** spec §2 /profile/faq: the questions, and the same as a FAQPage for search engines. */
export async function loadFaqPage({ t, url, options, locale }: PageContext): Promise<Info<{ items: FaqItem[] }>> {
  const items = faqView(await api.faq(options), locale);
  const path = '/profile/faq';
  const head = {
    title: t('profile.faq'),
    description: t('profile.faqDescription'),
    path,
    jsonLd: [faqLd(absoluteUrl(url.origin, locale, path), items)],
  };
  return { status: 200, head, view: { items } };
}

/**
 * spec §1: a subscription halves the price of mobile-operator data; users on the operator's own
 * connection may watch without one, with data billed at full rate. The site names those
 * operators (spec §3); the operator list comes from the app details.
 */
export async function loadInternetPage({
  t,
  site,
  options,
  locale,
}: PageContext): Promise<Info<{ fullrate: string; operators: OperatorView[] }>> {
  const wire = await api.appDetails(options);
  const head = {
    title: t('profile.internet'),
    description: t('profile.internetDescription'),
    path: '/profile/internet',
  };
  const view = {
    fullrate: fullrateOperators(site.fullrateOperators, wire.operators, locale),
    operators: appDetailsView(wire, locale).operators,
  };
  return { status: 200, head, view };
}

/** spec §2 Subscription modal, as a page that works without JavaScript: the plans. */
export async function loadPlansPage({ t, options, locale }: PageContext): Promise<Info<{ plans: PlanView[] }>> {
  const { data } = await api.plans(options);
  const head = { title: t('plans.heading'), description: t('plans.description'), path: '/profile/plans' };
  return { status: 200, head, view: { plans: data.map((plan) => planView(plan, locale)) } };
}
