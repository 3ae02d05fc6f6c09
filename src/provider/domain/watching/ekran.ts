import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { toLatinDigits } from '../../../contract/rules/digits';
import type { Db } from '../../db/client';
import { screeningTickets } from '../../db/schema';
import { notFound, ProviderError } from '../../errors';
import type { ProviderSettings } from '../../http/env';
import { clock } from '../../media/settings';
import { lock, recordEvents, tooManyRequests, waitsFor, type Limit } from '../auth/limits';
import type { Viewer } from '../auth/viewer';
import { findTitle } from '../catalog/titles';
import { presaleOf, screeningOf } from './cart';
import { entitlementOf } from './entitlement';
import { ticketRunning, ticketsOf, ticketVerified, type TicketRow } from './tickets';

/** The screening code lives 10 minutes, is void after 5 wrong tries, and is resent at most once a minute… */
const CODE_TTL_MS = 10 * 60_000;
const RESEND_MS = 60_000;
const MAX_TRIES = 5;
/**
 * …and each send is an SMS we pay for: at most 5 a day to one number (a viewer needs one or two)
 * and 10 a day from one client address (docs/decisions/0011-login-codes-four-digits.md).
 */
export const EKRAN_SENDS_PER_NUMBER: Limit[] = [{ max: 5, windowSeconds: 86_400 }];
export const EKRAN_SENDS_PER_ADDRESS: Limit[] = [{ max: 10, windowSeconds: 86_400 }];

const TOO_MANY_SENDS = {
  en: 'The screening code has been sent too many times today.',
  fa: 'امروز بیش از حد مجاز کد تاییدیه اکران ارسال شده است.',
};

export const ekranCodeMessage = (code: string, name: string) =>
  `کد تاییدیه اکران «${name}»: ${code}\nاین کد را به کسی ندهید.`;

const hashOf = (salt: string, ticketId: number, code: string) =>
  createHash('sha256').update(`${salt}:${ticketId}:${code}`).digest('hex');

const wrongCode = () =>
  new ProviderError(
    422,
    'The code entered is incorrect or has expired',
    'کد وارد شده اشتباه است یا منقضی شده است',
    { verification: ['The code entered is incorrect or has expired'] },
    undefined,
    { verification: ['کد وارد شده اشتباه است یا منقضی شده است'] },
  );

const tooSoon = (seconds: number) =>
  new ProviderError(
    429,
    `A code was just sent; ask again in ${seconds} seconds.`,
    `کد تاییدیه همین حالا ارسال شد؛ ${new Intl.NumberFormat('fa-IR').format(seconds)} ثانیه دیگر دوباره درخواست کنید.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );

/** The ticket that waits for its code: the running one not verified yet. */
const waitingTicket = (rows: TicketRow[], now: number) => rows.find((t) => ticketRunning(t, now) && !ticketVerified(t));

async function sendTicketCode(
  db: Db,
  settings: ProviderSettings,
  viewer: Viewer,
  ticket: TicketRow,
  name: string,
  clientAddress: string,
) {
  const now = clock(settings);
  const sentAt = ticket.codeExpiresAt ? ticket.codeExpiresAt.getTime() - CODE_TTL_MS : 0;
  if (now - sentAt < RESEND_MS) throw tooSoon(Math.ceil((RESEND_MS - (now - sentAt)) / 1000));
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const salt = randomBytes(8).toString('hex');
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const at = new Date(now);
    await lock(t, `ekran:${viewer.mobile}`, `ekran-addr:${clientAddress}`);
    const counted = [
      { kind: 'ekran:number', key: viewer.mobile, limits: EKRAN_SENDS_PER_NUMBER },
      { kind: 'ekran:address', key: clientAddress, limits: EKRAN_SENDS_PER_ADDRESS },
    ];
    const wait = Math.max(...(await waitsFor(t, counted, at)));
    if (wait > 0) throw tooManyRequests(wait, TOO_MANY_SENDS);
    await recordEvents(t, counted, at);
    await t
      .update(screeningTickets)
      .set({
        codeHash: `${salt}:${hashOf(salt, ticket.id, code)}`,
        codeExpiresAt: new Date(now + CODE_TTL_MS),
        codeTries: 0,
      })
      .where(eq(screeningTickets.id, ticket.id));
    // The login codes' SMS driver (docs/decisions/0011-login-codes-four-digits.md): the demo drivers keep it in the outbox.
    await settings.sms.send(t, viewer.mobile, code, at, ekranCodeMessage(code, name));
  });
}

async function checkTicketCode(db: Db, settings: ProviderSettings, ticket: TicketRow, typed: string) {
  const now = clock(settings);
  const [salt = '', hash = ''] = (ticket.codeHash ?? '').split(':');
  const live =
    hash.length === 64 &&
    ticket.codeExpiresAt !== null &&
    ticket.codeExpiresAt.getTime() > now &&
    ticket.codeTries < MAX_TRIES;
  const given = hashOf(salt, ticket.id, toLatinDigits(typed));
  if (!live || !timingSafeEqual(Buffer.from(given), Buffer.from(hash))) {
    if (live)
      await db
        .update(screeningTickets)
        .set({ codeTries: sql`${screeningTickets.codeTries} + 1` })
        .where(eq(screeningTickets.id, ticket.id));
    throw wrongCode();
  }
  await db
    .update(screeningTickets)
    .set({ verifiedAt: new Date(now), codeHash: null })
    .where(and(eq(screeningTickets.id, ticket.id), eq(screeningTickets.userId, ticket.userId)));
}

/**
 * content-api `/(ghost/)get/ekran/:id` (original-app §4 Ekran): a film's online screening, the
 * viewer's ticket and its verification step. A bought ticket plays only once the code sent to
 * the buyer's mobile is entered (`send_code=1` sends it, `verification=` checks it); the first
 * play then starts its `ekran_hour` hours; sends are limited per number and client address.
 * `ticket` says where the viewer stands: none, unverified, valid or ended.
 */
export async function getEkran(
  db: Db,
  settings: ProviderSettings,
  id: number,
  query: { verification?: string | undefined; send_code: number },
  viewer: Viewer | null,
  clientAddress: string,
) {
  const row = await findTitle(db, 'movie', id);
  if (!row.ekran || row.free) throw notFound('The screening', 'اکران');
  let now = clock(settings);
  if (viewer && (query.send_code || query.verification)) {
    const waiting = waitingTicket(await ticketsOf(db, viewer, row.id), now);
    if (!waiting)
      throw new ProviderError(409, 'You have no ticket waiting for a code.', 'بلیطی در انتظار کد تاییدیه ندارید.');
    if (query.verification) await checkTicketCode(db, settings, waiting, query.verification);
    else await sendTicketCode(db, settings, viewer, waiting, row.nameFa, clientAddress);
    now = clock(settings);
  }
  const access = await entitlementOf(db, row, viewer, now);
  return {
    id: row.id,
    ticket: access.owned ? 'valid' : access.ticket,
    get_verification: access.ticket === 'unverified' && !access.owned ? 1 : 0,
    send_unique_id: query.send_code && !query.verification ? 1 : 0,
    screening: await screeningOf(db, row, viewer, access, now),
    ...presaleOf(row, now),
    price: row.price,
  };
}
