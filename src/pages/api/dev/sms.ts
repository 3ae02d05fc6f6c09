import type { APIRoute } from 'astro';
import { config } from '../../../config';
import { handle } from '../../../provider';

export const prerender = false;

/**
 * The demo's SMS inbox (GET /api/dev/sms?mobile=…), answered by the embedded provider when its
 * SMS driver is a demo one (console or outbox); absent with a remote provider or a real gateway.
 */
export const GET: APIRoute = async ({ url }) => {
  if (config.PROVIDER_URL || config.SMS_DRIVER === 'kavenegar') return new Response(null, { status: 404 });
  return handle(new Request(`http://localhost${url.pathname}${url.search}`));
};
