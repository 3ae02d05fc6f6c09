import { ProviderError } from '../../errors';

/**
 * The site's own origin. The storefront's gateway forwards the browser's Host (and, behind a
 * TLS proxy, X-Forwarded-Proto); a callback_url or host naming any other site is refused, so a
 * payment can never return the payer, or their receipt, to a foreign page (spec §7 charge_wallet:
 * "site origin plus /callback").
 */
export interface SiteOrigin {
  host: string;
  protocol: 'http:' | 'https:';
}

export function siteOrigin(
  headers: { host?: string; forwardedHost?: string; forwardedProto?: string },
  url: string,
): SiteOrigin {
  const host = (headers.forwardedHost ?? headers.host ?? new URL(url).host).trim().toLowerCase();
  const proto = headers.forwardedProto?.split(',')[0]?.trim() ?? new URL(url).protocol.replace(':', '');
  return { host, protocol: proto === 'https' ? 'https:' : 'http:' };
}

const foreign = () =>
  new ProviderError(
    422,
    "callback_url must be this site's own /callback page.",
    'آدرس بازگشت از درگاه باید صفحه بازگشت همین سایت باشد.',
    { callback_url: ["callback_url must be this site's own /callback page."] },
    undefined,
    { callback_url: ['آدرس بازگشت از درگاه باید صفحه بازگشت همین سایت باشد.'] },
  );

/**
 * A callback_url on this site's origin and its /callback page (either locale), or a 422. Only
 * the page is kept: its query is dropped, so nothing the browser put there (spec §7 asks for a
 * mobile query) travels to the bank; what /callback needs is added by gatewayReturnUrl.
 */
export function ownCallbackUrl(raw: string, origin: SiteOrigin): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw foreign();
  }
  const ok =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.host.toLowerCase() === origin.host &&
    !url.username &&
    !url.password &&
    /^\/(en\/)?callback\/?$/.test(url.pathname);
  if (!ok) throw foreign();
  return new URL(url.origin + url.pathname);
}

/**
 * The gateway's return address: the site's callback page with what the page needs to ask us and
 * nothing else. The URL leaves the site (the bank keeps it, the payer's browser history too), so
 * it carries no personal data: never a mobile, whatever query `page` had.
 */
export function gatewayReturnUrl(page: URL, fields: Record<string, string | number>): string {
  const url = new URL(page.origin + page.pathname);
  for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, String(value));
  return url.toString();
}
