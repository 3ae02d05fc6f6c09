import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Tx } from '../money/ledger';
import { likeEither, pageOf } from './paging';
import type { Staff } from './roles';

// docs/admin.md "Audit log": one row per back-office action, written in the transaction of the
// change it records, so a change is never without its row nor a row without its change.

export async function audit(
  tx: Db | Tx,
  actor: Staff,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
  reason: string | null = null,
) {
  await tx.insert(auditLog).values({
    actorId: actor.userId,
    actorMobile: actor.mobile,
    action,
    target,
    before: before ?? null,
    after: after ?? null,
    reason,
  });
}

export const AUDIT_PAGE_SIZE = 50;

export interface AuditQuery {
  /** Matches the actor's mobile, the action or the target (a part of any). */
  q?: string;
  from?: Date;
  to?: Date;
  page?: number;
}

/** The log newest first, searched by actor, action or target and by day. */
export async function searchAudit(db: Db, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(likeEither(query.q, auditLog.actorMobile, auditLog.action, auditLog.target));
  if (query.from) conditions.push(gte(auditLog.at, query.from));
  if (query.to) conditions.push(lt(auditLog.at, query.to));
  const page = Math.max(1, query.page ?? 1);
  const found = await pageOf(page, AUDIT_PAGE_SIZE, (limit, offset) =>
    db
      .select()
      .from(auditLog)
      .where(and(...conditions))
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    page,
    more: found.more,
    rows: found.rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor_mobile: row.actorMobile,
      action: row.action,
      target: row.target,
      before: row.before,
      after: row.after,
      reason: row.reason,
    })),
  };
}

/** The rows about one target, newest first (a user's or a title's history). */
export const auditOf = (db: Db, target: string) =>
  db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(desc(auditLog.id)).limit(20);
