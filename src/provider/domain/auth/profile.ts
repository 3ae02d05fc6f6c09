import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { profileDetailsRequest } from '../../../contract/schemas/community';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ProviderError } from '../../errors';
import type { Viewer } from './viewer';

/** The avatars a viewer picks from: icons drawn by the artwork routes (/img/avatar/<n>.svg). */
export const AVATARS = Array.from({ length: 8 }, (_, i) => `${i + 1}.svg`);

/** The folder the avatar names are under, absolute: the original client prepends it. */
export const avatarFolder = (origin: string) => `${origin}/img/avatar`;

/** An avatar's absolute URL, or null for none. */
export const avatarUrl = (origin: string, avatar: string | null) =>
  avatar ? `${avatarFolder(origin)}/${avatar}` : null;

export interface ProfileDetails {
  name: string | null;
  email: string | null;
  avatar: string | null;
}

export async function getProfileDetails(db: Db, viewer: Viewer): Promise<ProfileDetails> {
  const [row] = await db
    .select({ name: users.name, email: users.email, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, viewer.userId));
  return row ?? { name: null, email: null, avatar: null };
}

const notOffered = () =>
  new ProviderError(
    422,
    'Choose one of the pictures offered.',
    'یکی از تصاویر پیشنهادی را انتخاب کنید.',
    { avatar: ['Choose one of the pictures offered.'] },
    undefined,
    { avatar: ['یکی از تصاویر پیشنهادی را انتخاب کنید.'] },
  );

/**
 * `/update/profile/details`: sets the fields sent (null or empty clears one, absent keeps it).
 * The avatar must be one of AVATARS: uploading one's own picture is not offered.
 */
export async function updateProfileDetails(
  db: Db,
  viewer: Viewer,
  input: z.output<typeof profileDetailsRequest>,
): Promise<ProfileDetails> {
  if (input.avatar && !AVATARS.includes(input.avatar)) throw notOffered();
  const changes: Partial<ProfileDetails> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.email !== undefined) changes.email = input.email;
  if (input.avatar !== undefined) changes.avatar = input.avatar;
  if (Object.keys(changes).length) await db.update(users).set(changes).where(eq(users.id, viewer.userId));
  return getProfileDetails(db, viewer);
}

/** The name others see beside a comment: the profile's name, else the mobile with its middle hidden. */
export function publicName(name: string | null, mobile: string): string {
  if (name) return name;
  return `${mobile.slice(0, 4)}***${mobile.slice(-4)}`;
}
