import { Hono, type Context } from 'hono';
import { findSession, payerActs, type PayerAction } from '../../gateway/sandbox/book';
import { mandatePage, payPage, returnPage, SANDBOX_CSP } from '../../gateway/sandbox/page';
import { notFound } from '../../errors';
import type { ProviderEnv } from '../env';

const ACTIONS = new Set<PayerAction>(['success', 'fail', 'cancel', 'timeout']);

const html = (c: Context<ProviderEnv>, body: string, status: 200 | 404 = 200) => {
  // The bank's pages are per payment: never kept by a cache (app.ts keeps this header).
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  c.header('Content-Security-Policy', SANDBOX_CSP);
  return c.html(body, status);
};

const session = async (c: Context<ProviderEnv>, kind: 'payment' | 'mandate') => {
  const row = await findSession(c.var.db, c.req.param('token') ?? '');
  if (!row || row.kind !== kind) throw notFound('The sandbox payment', 'تراکنش آزمایشی');
  return row;
};

const act = async (c: Context<ProviderEnv>, kind: 'payment' | 'mandate') => {
  const row = await session(c, kind);
  const form = await c.req.parseBody();
  const action = String(form.action ?? '') as PayerAction;
  if (!ACTIONS.has(action)) return html(c, kind === 'payment' ? payPage(row) : mandatePage(row));
  const after = (await payerActs(c.var.db, row.token, action)) ?? row;
  return html(c, returnPage(after, kind === 'payment' && form.shape === 'post' ? 'post' : 'get'));
};

/**
 * The sandbox bank's pages (PAYMENT_GATEWAY=sandbox): the payer's page and the mandate signing
 * page. Under /api/v1 so that the storefront's gateway route carries them to the browser.
 */
export const sandboxBankRoutes = new Hono<ProviderEnv>()
  .get('/sandbox-bank/pay/:token', async (c) => html(c, payPage(await session(c, 'payment'))))
  .post('/sandbox-bank/pay/:token', (c) => act(c, 'payment'))
  .get('/sandbox-bank/mandate/:token', async (c) => html(c, mandatePage(await session(c, 'mandate'))))
  .post('/sandbox-bank/mandate/:token', (c) => act(c, 'mandate'));
