import type { Actions } from '../../../contract/schemas/title';
import type { Db } from '../../db/client';
import type { Viewer } from '../auth/viewer';
import { decideActions, ownedTitles, type TicketState } from '../catalog/access';
import type { TitleRow } from '../catalog/cards';
import { ticketState } from './tickets';

export interface Entitlement {
  owned: boolean;
  ticket: TicketState;
  actions: Actions;
}

/**
 * What the viewer may do with a title (content-api "Access is decided by the server"): from the
 * subscription, purchases (of the title or, for an episode, its series), screening tickets,
 * presale and the free flag.
 */
export async function entitlementOf(db: Db, row: TitleRow, viewer: Viewer | null, now: number): Promise<Entitlement> {
  const granting = row.seriesId ? [row.id, row.seriesId] : [row.id];
  const [owned, ticket] = await Promise.all([
    ownedTitles(db, viewer, granting, new Date(now)),
    row.ekran ? ticketState(db, viewer, row.id, now) : Promise.resolve<TicketState>('none'),
  ]);
  return { owned: owned.size > 0, ticket, actions: decideActions(row, viewer, owned.size > 0, now, ticket) };
}
