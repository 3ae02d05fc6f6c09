import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ProviderError } from '../../errors';
import type { Viewer } from '../auth/viewer';

// docs/admin.md "Roles": the back office's roles live in the user's scope (spec §3 scope, §6),
// one ability per back-office call. admin may do everything; the others what their work needs.

export const ROLES = ['admin', 'editor', 'support', 'finance'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** Who may do what: each back-office call names one ability (admin holds all of them). */
export const ABILITIES = {
  /** The back office's home: who am I, what may I do. */
  enter: ['editor', 'support', 'finance'],
  'users.read': ['support', 'finance'],
  'users.sessions': ['support'],
  'users.grant': ['support'],
  'users.wallet': ['finance'],
  'users.roles': [],
  'payments.read': ['support', 'finance'],
  'payments.refund': ['finance'],
  'payments.inquire': ['support', 'finance'],
  'payments.report': ['finance'],
  'plans.read': ['support', 'finance'],
  'plans.write': ['finance'],
  'catalog.read': ['editor'],
  'catalog.write': ['editor'],
  'media.write': ['editor'],
  'brands.read': [],
  'brands.write': [],
  'audit.read': [],
} as const satisfies Record<string, readonly Exclude<Role, 'admin'>[]>;
export type Ability = keyof typeof ABILITIES;

/** Abilities whose calls also ask for a fresh login code (docs/admin.md "Fresh login code"). */
export const SENSITIVE: ReadonlySet<Ability> = new Set(['users.roles', 'payments.refund', 'users.wallet']);

export const may = (roles: readonly Role[], ability: Ability): boolean =>
  roles.includes('admin') || roles.some((role) => (ABILITIES[ability] as readonly Role[]).includes(role));

/** A back-office user: the viewer with the roles they hold. */
export interface Staff {
  userId: number;
  mobile: string;
  roles: Role[];
}

/** The roles of a user: those stored in their scope, and admin while ADMIN_MOBILES names them. */
export async function rolesOf(db: Db, viewer: Viewer, adminMobiles: readonly string[] = []): Promise<Role[]> {
  const [row] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, viewer.userId));
  const stored = (row?.roles ?? []).filter(isRole);
  return adminMobiles.includes(viewer.mobile) && !stored.includes('admin') ? ['admin', ...stored] : stored;
}

export const forbidden = () =>
  new ProviderError(403, 'Your role does not allow this.', 'نقش شما اجازهٔ این کار را نمی‌دهد.');
