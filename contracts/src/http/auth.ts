import { z } from 'zod';
import { roleSchema } from '../domain/constants';
import { emailAddress, textLimits } from '../domain/input-bounds';

/** The sign-in form's fields, as the schema below bounds them. */
export const loginFieldLimits = { email: textLimits.email, password: textLimits.password } as const;

export const loginRequestSchema = z.object({
  email: emailAddress('Please enter a valid email address'),
  // Bounded so a megabyte "password" is refused before anything hashes it.
  password: z
    .string('Password is required')
    .min(1, 'Password is required')
    .max(loginFieldLimits.password, `At most ${loginFieldLimits.password} characters`),
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
  /** Whether POST /api/auth/switch-role exists (DEV_ROLE_SWITCH=true; never in production). */
  devRoleSwitch: z.boolean().default(false),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** Body of POST /api/auth/switch-role (development only); answers the updated current user. */
export const switchRoleRequestSchema = z.object({ role: roleSchema });
export type SwitchRoleRequest = z.infer<typeof switchRoleRequestSchema>;
