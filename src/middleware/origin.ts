import { defineMiddleware } from 'astro:middleware';
import { sameSite } from '../lib/server/same-site';
import { apiCaller } from '../lib/server/app-clients';
import { API_PREFIX } from '../contract/rules/contract';
import { config } from '../config';

// ARCHITECTURE.md §6: a request that changes state must come from this site. Astro's own
// checkOrigin cannot make the one exception a payment site needs (astro.config.mjs turns it
// off for this step): the bank returns the payer to /callback with a form POST from its own
// origin (research/payments.md §1.3, Saman's older shape). That POST changes nothing by itself:
// /callback only asks the provider, which asks the bank.

// The one other exception: the API's app clients on configured origins (docs/architecture.md
// "App clients"). They send a Bearer token and no cookie reaches the provider from them
// (src/pages/api/v1/[...path].ts), so they cannot act as a visitor.
const appClient = (request: Request, url: URL) =>
  url.pathname.startsWith(`${API_PREFIX}/`) && apiCaller(request, url, config.API_CORS_ORIGINS).kind === 'cross-origin';

export const origin = defineMiddleware((context, next) => {
  if (sameSite(context.request, context.url) || appClient(context.request, context.url)) return next();
  const fa = context.locals.locale !== 'en';
  return new Response(
    fa
      ? 'این درخواست از سایت دیگری فرستاده شده و پذیرفته نشد.'
      : 'This request came from another site and was refused.',
    { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } },
  );
});
