import type { APIRoute } from 'astro';
import { config } from '../../../config';
import { handle } from '../../../provider';

export const prerender = false;

/**
 * The demo's SMS inbox (GET /api/dev/sms?mobile=…), answered by the embedded provider when its
 * SMS driver is a demo one (console or outbox); absent in production, with a remote provider or
 * with a real gateway.
 */
export const GET: APIRoute = async ({ url }) => {
  // Never in production (docs/operations.md "What production requires"): the inbox answers any number's login code.
  if (config.NODE_ENV === 'production' || config.PROVIDER_URL || !['outbox', 'console'].includes(config.SMS_DRIVER))
    return new Response(null, { status: 404 });
  return handle(new Request(`http://localhost${url.pathname}${url.search}`));
};
