import { z } from 'zod';
import { roleSchema } from '../domain/constants';

// User accounts are event-sourced. No secret (password hash, token) ever goes into these events:
// the hash lives only in the `user_credentials` table, written right after the append.

/** Stream of one user account. */
export const userStreamId = (userId: string) => `user-${userId}`;
/** Reservation stream of a lowercased email: appended with `no_stream`, so one account per email. */
export const userEmailStreamId = (email: string) => `user-email-${email.trim().toLowerCase()}`;

const userId = z.guid();

export const userRegisteredSchema = z.object({
  userId,
  /** Lowercased. */
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: roleSchema,
  clientId: z.guid().nullable(),
  caretakerId: z.guid().nullable(),
});
export const userPasswordChangedSchema = z.object({ userId });
export const userEmailVerifiedSchema = z.object({ userId });
/** The development role switch (and later an admin's role change). */
export const userRoleChangedSchema = z.object({ userId, role: roleSchema });
/** The account is tied to a client record or a caretaker record (or untied: null). */
export const userLinkedSchema = z.object({
  userId,
  clientId: z.guid().nullable(),
  caretakerId: z.guid().nullable(),
});
/**
 * Why an account may no longer sign in: the client or caretaker it belongs to was deleted, or
 * the caretaker was made inactive (the only one that re-activation undoes).
 */
export const userAccessEndReasons = [
  'client-deleted',
  'caretaker-deleted',
  'caretaker-inactive',
] as const;
export const userAccessEndReasonSchema = z.enum(userAccessEndReasons);
export type UserAccessEndReason = z.infer<typeof userAccessEndReasonSchema>;
/** The account can no longer sign in, and its sessions were ended. */
export const userAccountDisabledSchema = z.object({ userId, reason: userAccessEndReasonSchema });
/** The account may sign in again (its caretaker was made active again). */
export const userAccountEnabledSchema = z.object({ userId });
/** On the `user-email-<email>` stream: this email belongs to `userId`. */
export const userEmailReservedSchema = z.object({ email: z.string(), userId });

export const userEventSchemas = {
  UserRegistered: userRegisteredSchema,
  UserPasswordChanged: userPasswordChangedSchema,
  UserEmailVerified: userEmailVerifiedSchema,
  UserRoleChanged: userRoleChangedSchema,
  UserLinked: userLinkedSchema,
  UserAccountDisabled: userAccountDisabledSchema,
  UserAccountEnabled: userAccountEnabledSchema,
} as const;

export type UserRegistered = z.infer<typeof userRegisteredSchema>;
export type UserPasswordChanged = z.infer<typeof userPasswordChangedSchema>;
export type UserEmailVerified = z.infer<typeof userEmailVerifiedSchema>;
export type UserRoleChanged = z.infer<typeof userRoleChangedSchema>;
export type UserLinked = z.infer<typeof userLinkedSchema>;
export type UserAccountDisabled = z.infer<typeof userAccountDisabledSchema>;
export type UserAccountEnabled = z.infer<typeof userAccountEnabledSchema>;
export type UserEmailReserved = z.infer<typeof userEmailReservedSchema>;

export const userEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('UserRegistered'), data: userRegisteredSchema }),
  z.object({ type: z.literal('UserPasswordChanged'), data: userPasswordChangedSchema }),
  z.object({ type: z.literal('UserEmailVerified'), data: userEmailVerifiedSchema }),
  z.object({ type: z.literal('UserRoleChanged'), data: userRoleChangedSchema }),
  z.object({ type: z.literal('UserLinked'), data: userLinkedSchema }),
  z.object({ type: z.literal('UserAccountDisabled'), data: userAccountDisabledSchema }),
  z.object({ type: z.literal('UserAccountEnabled'), data: userAccountEnabledSchema }),
]);
export type UserEvent = z.infer<typeof userEventSchema>;
export type UserEventType = UserEvent['type'];
export const userEventTypes = Object.keys(userEventSchemas) as UserEventType[];

export const userEmailReservedType = 'UserEmailReserved';
