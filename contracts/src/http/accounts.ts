import { z } from 'zod';
import {
  countrySchema,
  defaultPlan,
  guestServiceTypes,
  limits,
  preferredLanguageSchema,
  prioritySchema,
  servicePlanSchema,
} from '../domain/constants';
import {
  clearableText,
  emailAddress,
  entityId,
  inputIssueCodes,
  passwordText,
  requiredText,
  textLimits,
} from '../domain/input-bounds';
import { clientSchema } from './clients';

const optionalText = (max: number, multiline = false) =>
  clearableText(max, { multiline })
    .optional()
    .transform((v) => v ?? null);
const invalidEmail = 'Please enter a valid email address.';

/** The name, email and phone both public forms (registration, guest request) ask for. */
export const contactFieldLimits = {
  name: textLimits.name,
  email: textLimits.email,
  phone: textLimits.phone,
} as const;

/** The registration form's fields, as the schema below bounds them. */
export const registrationFieldLimits = {
  ...contactFieldLimits,
  address: textLimits.shortText,
  deceasedName: textLimits.name,
  cemeteryName: textLimits.name,
  notes: textLimits.notes,
  password: textLimits.password,
} as const;

/** The guest request form's fields, as the schema below bounds them. */
export const guestRequestFieldLimits = {
  guestName: contactFieldLimits.name,
  guestEmail: contactFieldLimits.email,
  guestPhone: contactFieldLimits.phone,
  description: textLimits.notes,
} as const;

/**
 * POST /api/registrations (public): the landing page's "Start Your Care Journey". The server
 * creates the client (plan status active), the user account with this password, the cemetery
 * (a typed unknown one: city "Unknown", country Serbia) and grave when both deceased name and
 * cemetery are given (grave number 1, location = the cemetery text), then approves: an invite
 * mail goes out. 201 → registrationResultSchema; 409 when the email is taken.
 */
export const registrationRequestSchema = z
  .object({
    name: requiredText('Name is required', registrationFieldLimits.name),
    email: emailAddress(invalidEmail),
    phone: requiredText('Phone is required', registrationFieldLimits.phone),
    address: requiredText('Address is required', registrationFieldLimits.address),
    country: countrySchema,
    selectedPlan: servicePlanSchema.default(defaultPlan),
    password: passwordText(
      limits.registrationPasswordMin,
      'Password must be at least 8 characters long.',
    ),
    confirmPassword: z.string().max(textLimits.password),
    deceasedName: optionalText(registrationFieldLimits.deceasedName),
    /** An existing cemetery picked from GET /api/cemeteries… */
    cemeteryId: entityId().nullish(),
    /** …or a typed name (created when unknown). */
    cemeteryName: optionalText(registrationFieldLimits.cemeteryName),
    notes: optionalText(registrationFieldLimits.notes, true),
    /** The language the visitor used the site in: the invite mail is written in it. Absent:
     * Serbian, the default client language. */
    preferredLanguage: preferredLanguageSchema.optional(),
  })
  .refine((r) => r.password === r.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match. Please check and try again.',
    params: { code: inputIssueCodes.passwordsDiffer },
  });
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

export const registrationResultSchema = z.object({
  clientId: z.string(),
  email: z.string(),
  /** Set when a grave was created too. */
  graveId: z.string().nullable(),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** POST /api/service-requests/guest (public): the landing page's "Schedule a Service". */
export const guestRequestSchema = z.object({
  guestName: requiredText('Please enter your full name.', guestRequestFieldLimits.guestName),
  guestEmail: emailAddress(invalidEmail),
  guestPhone: requiredText('Please enter your phone number.', guestRequestFieldLimits.guestPhone),
  serviceType: z.enum(guestServiceTypes, { error: 'Please select the type of service you need.' }),
  description: optionalText(guestRequestFieldLimits.description, true),
  priority: prioritySchema.default('normal'),
});
export type GuestRequest = z.input<typeof guestRequestSchema>;
export const guestRequestResultSchema = z.object({ id: z.string() });

/** POST /api/clients/{id}/approve (admin): issues a new invite; older links stop working. */
export const approveResultSchema = z.object({
  client: clientSchema,
  inviteLink: z.string(),
  expiresAt: z.string(),
});
export type ApproveResult = z.infer<typeof approveResultSchema>;

/** GET /api/invite/{token} (public). 404 unknown, 410 expired or used: `{message}`. */
export const inviteLookupSchema = z.object({
  client: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  expiresAt: z.string(),
  // No temporary password (the spec's read-only tempCredentials): the link is public, so a
  // password in this answer would sign in whoever opens it first. Activation sets the password;
  // the username is the email above.
});
export type InviteLookup = z.infer<typeof inviteLookupSchema>;

/** The invite page's password fields, as the schema below bounds them. */
export const inviteActivationFieldLimits = { password: textLimits.password } as const;

/** POST /api/invite/{token}/activate (public): sets the password, verifies the email. */
export const inviteActivationSchema = z
  .object({
    password: passwordText(limits.invitePasswordMin, 'Password must be at least 6 characters'),
    confirmPassword: z.string().max(textLimits.password),
  })
  .refine((r) => r.password === r.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
    params: { code: inputIssueCodes.passwordsDiffer },
  });
export type InviteActivation = z.input<typeof inviteActivationSchema>;

export const mailStatusSchema = z.enum(['queued', 'sending', 'sent', 'failed']);

/** GET /api/clients/recent (admin): recent self-registrations with their latest invite. */
export const recentRegistrationSchema = clientSchema.extend({
  /** When the registration was approved (ISO), or null while it is not. */
  approvedAt: z.string().nullable(),
  latestInvite: z
    .object({
      inviteId: z.string(),
      expiresAt: z.string(),
      acceptedAt: z.string().nullable(),
      mail: z
        .object({
          status: mailStatusSchema,
          attempts: z.number().int(),
          lastError: z.string().nullable(),
          sentAt: z.string().nullable(),
        })
        .nullable(),
    })
    .nullable(),
});
export type RecentRegistration = z.infer<typeof recentRegistrationSchema>;
export const recentRegistrationListSchema = z.array(recentRegistrationSchema);

/** POST /api/clients/{id}/invite-email (admin): "Send Email" — sends the latest invite again. */
export const inviteEmailResultSchema = z.object({ email: z.string(), inviteId: z.string() });
