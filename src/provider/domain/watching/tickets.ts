import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { screeningTickets } from '../../db/schema';
import type { Viewer } from '../auth/viewer';
import type { TicketState } from '../catalog/access';

const HOUR_MS = 3_600_000;

export { EKRAN_HOURS } from '../../../contract/rules/contract';

export type TicketRow = typeof screeningTickets.$inferSelect;

/** A ticket whose hours have not run out (it has not started, or started less than `hours` ago). */
export const ticketRunning = (t: TicketRow, now: number) =>
  !t.firstPlayAt || t.firstPlayAt.getTime() + t.hours * HOUR_MS > now;

/** A bought ticket waits for its SMS code (original-app §4 Ekran verification) before it plays. */
export const ticketVerified = (t: TicketRow) => !t.needsVerification || t.verifiedAt !== null;

export async function ticketsOf(db: Db, viewer: Viewer, titleId: number): Promise<TicketRow[]> {
  return db
    .select()
    .from(screeningTickets)
    .where(and(eq(screeningTickets.userId, viewer.userId), eq(screeningTickets.titleId, titleId)));
}

/**
 * spec §3 screening: a ticket is good for `ekran_hour` hours from its first play; before the
 * first play it waits. Any good, verified ticket lets the viewer in; a good one still waiting for
 * its code says so; otherwise an old one says it ended.
 */
export async function ticketState(db: Db, viewer: Viewer | null, titleId: number, now: number): Promise<TicketState> {
  if (!viewer) return 'none';
  const rows = await ticketsOf(db, viewer, titleId);
  if (!rows.length) return 'none';
  const running = rows.filter((t) => ticketRunning(t, now));
  if (running.some(ticketVerified)) return 'valid';
  return running.length ? 'unverified' : 'ended';
}

/** The first play of a waiting ticket starts its hours (only when no ticket has started yet). */
export async function startTicket(db: Db, viewer: Viewer, titleId: number, now: number): Promise<void> {
  const rows = await ticketsOf(db, viewer, titleId);
  const running = rows.some((t) => t.firstPlayAt && ticketRunning(t, now) && ticketVerified(t));
  const waiting = rows.find((t) => !t.firstPlayAt && ticketVerified(t));
  if (running || !waiting) return;
  await db
    .update(screeningTickets)
    .set({ firstPlayAt: new Date(now) })
    .where(and(eq(screeningTickets.id, waiting.id), isNull(screeningTickets.firstPlayAt)));
}
