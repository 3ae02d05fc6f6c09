import type { APIRoute } from 'astro';
import { adminCaller } from '../../lib/server/admin/api';
import { clientAddressOf } from '../../lib/server/api/client';

// docs/admin.md "Payments": the daily report by gateway and brand, as the provider writes it
// (CSV), for finance; the provider refuses anyone else (403).
export const GET: APIRoute = async (context) => {
  const caller = adminCaller({
    cookies: context.cookies,
    url: context.url,
    locale: context.locals.locale,
    clientAddress: clientAddressOf(context),
  });
  const query = new URLSearchParams();
  for (const name of ['from', 'to']) {
    const value = context.url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  query.set('format', 'csv');
  const answer = await caller.raw(`/admin/reports/daily?${query}`);
  const headers = new Headers({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex' });
  for (const name of ['content-type', 'content-disposition']) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, headers });
};
