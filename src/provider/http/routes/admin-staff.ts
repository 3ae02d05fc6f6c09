import type { Context } from 'hono';
import { forbidden, may, rolesOf, SENSITIVE, type Ability, type Staff } from '../../domain/admin/roles';
import { freshCodeAt, stepUpNeeded } from '../../domain/admin/step-up';
import type { ProviderEnv } from '../env';
import { loggedIn } from '../viewer';

// docs/admin.md "Roles": who the caller of a back-office call is, shared by every admin route file.

type C = Context<ProviderEnv>;

export const now = (c: C) => new Date(c.var.settings.now?.() ?? Date.now());

/** The caller as staff allowed `ability`, or the refusal. */
export async function staff(c: C, ability: Ability): Promise<Staff> {
  const viewer = loggedIn(c);
  const roles = await rolesOf(c.var.db, viewer, c.var.settings.adminMobiles);
  if (!may(roles, ability)) throw forbidden();
  if (SENSITIVE.has(ability) && !(await freshCodeAt(c.var.db, viewer.mobile, now(c)))) throw stepUpNeeded();
  return { userId: viewer.userId, mobile: viewer.mobile, roles };
}
