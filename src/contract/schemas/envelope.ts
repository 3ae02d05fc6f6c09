import '../rules/zod-jitless';
import { z } from 'zod';

/** spec §8: a failed call answers message (en), message_fa and, for validation, field arrays. */
export const errorBody = z.object({
  message: z.string(),
  message_fa: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Every successful body is `{ data: … }` (content-api conventions). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string().optional() });
