import type { Context } from 'hono';
import { asksToSaveData } from '../../contract/rules/data-budget';
import { qualityCap, type QualityCap } from '../domain/watching/data-budget';
import type { ProviderEnv } from './env';

/**
 * The data saver's cap of this request (docs/data-budget.md "The cap"): the account's setting or
 * `Save-Data: on`. It names the master a watch answer links (media/playlists.ts cappedMaster), of
 * a title or a live channel, so the answer varies by Save-Data, refused or not.
 */
export function requestCap(c: Context<ProviderEnv>): QualityCap {
  c.header('Vary', 'Save-Data', { append: true });
  return qualityCap(c.var.viewer, asksToSaveData(c.req.header('save-data')));
}
