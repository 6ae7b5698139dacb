import { z } from 'zod';
import { roleSchema } from '../domain/constants';

export const loginRequestSchema = z.object({
  email: z.email('Please enter a valid email address'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: roleSchema.nullable(),
  clientId: z.string().nullable(),
  caretakerId: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Landing-page facts: whether demo accounts exist and which. */
export const publicConfigSchema = z.object({
  demoAccounts: z.array(z.object({ role: roleSchema, email: z.string(), password: z.string() })),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
