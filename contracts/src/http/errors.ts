import { z } from 'zod';

/**
 * One field's problem in a 400: `code` (zod's issue code such as `too_big`, or ours such as
 * `invalid_text`, see error-codes.ts) and its bound let a client say it in the user's language.
 */
export const apiFieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
  code: z.string().optional(),
  maximum: z.union([z.number(), z.string()]).optional(),
  minimum: z.union([z.number(), z.string()]).optional(),
  /** What a too_big/too_small measured: zod's `origin` (string, array, number, date…). */
  origin: z.string().optional(),
});
export type ApiFieldError = z.infer<typeof apiFieldErrorSchema>;

/** Every non-2xx answer of the API has this body. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(apiFieldErrorSchema).optional(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
