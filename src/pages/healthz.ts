import type { APIRoute } from 'astro';

export const prerender = false;

/** docs/operations.md "Logs, health, metrics": the process is up and serving (liveness). It asks nothing of the database. */
export const GET: APIRoute = () => Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
