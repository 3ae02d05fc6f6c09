import type { APIRoute } from 'astro';
import { readiness } from '../lib/server/ops/readiness';

export const prerender = false;

/** docs/operations.md "Logs, health, metrics": 200 when the database answers and is migrated, 503 (with why) when not. */
export const GET: APIRoute = async () => {
  const { ready, checks } = await readiness();
  return Response.json(
    { status: ready ? 'ready' : 'not ready', checks },
    { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
};
