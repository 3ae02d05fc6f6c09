import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { screeningTickets } from '../../db/schema';
import type { Viewer } from '../auth/viewer';
import type { TicketState } from '../catalog/access';

const HOUR_MS = 3_600_000;

/**
 * spec §3 screening: a ticket is good for `ekran_hour` hours from its first play; before the
 * first play it waits. Any good ticket lets the viewer in; otherwise an old one says it ended.
 */
export async function ticketState(db: Db, viewer: Viewer | null, titleId: number, now: number): Promise<TicketState> {
  if (!viewer) return 'none';
  const rows = await db
    .select()
    .from(screeningTickets)
    .where(and(eq(screeningTickets.userId, viewer.userId), eq(screeningTickets.titleId, titleId)));
  if (!rows.length) return 'none';
  const valid = rows.some((t) => !t.firstPlayAt || t.firstPlayAt.getTime() + t.hours * HOUR_MS > now);
  return valid ? 'valid' : 'ended';
}

/** The first play of a waiting ticket starts its hours (only when no ticket has started yet). */
export async function startTicket(db: Db, viewer: Viewer, titleId: number, now: number): Promise<void> {
  const rows = await db
    .select()
    .from(screeningTickets)
    .where(and(eq(screeningTickets.userId, viewer.userId), eq(screeningTickets.titleId, titleId)));
  const running = rows.some((t) => t.firstPlayAt && t.firstPlayAt.getTime() + t.hours * HOUR_MS > now);
  const waiting = rows.find((t) => !t.firstPlayAt);
  if (running || !waiting) return;
  await db
    .update(screeningTickets)
    .set({ firstPlayAt: new Date(now) })
    .where(and(eq(screeningTickets.id, waiting.id), isNull(screeningTickets.firstPlayAt)));
}
