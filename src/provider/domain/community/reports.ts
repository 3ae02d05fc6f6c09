import type { z } from 'zod';
import type { reportRequest } from '../../../contract/schemas/community';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';
import type { Viewer } from '../auth/viewer';
import { findTitle } from '../catalog/titles';

/** `/create/report/{movie|episode}`: a playback problem kept for the team, by a viewer or a guest. */
export async function createReport(
  db: Db,
  kind: 'movie' | 'episode',
  viewer: Viewer | null,
  input: z.output<typeof reportRequest>,
  now: Date,
) {
  const title = await findTitle(db, kind, input.id);
  const [row] = await db
    .insert(reports)
    .values({
      titleId: title.id,
      userId: viewer?.userId ?? null,
      problem: input.type,
      details: input.details,
      createdAt: now,
    })
    .returning({ id: reports.id });
  return { id: row!.id };
}
