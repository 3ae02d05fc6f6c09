import { z } from 'zod';

// docs/admin.md "Artwork": the picture a target shows in one kind's slot (the provider's
// GET /admin/artwork/:kind/:target), read by the editors' pages.
export const adminArtworkNow = z.object({
  kind: z.string(),
  target: z.string(),
  url: z.string(),
  uploaded: z.boolean(),
  width: z.number(),
  height: z.number(),
});
export type AdminArtworkNow = z.infer<typeof adminArtworkNow>;
