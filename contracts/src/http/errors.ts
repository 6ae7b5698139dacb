import { z } from 'zod';

/** Every non-2xx answer of the API has this body. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
