import { z } from 'zod';
import { reminderDaysBeforeSchema } from '../domain/care-reminders';
import {
  planStatusSchema,
  preferredLanguageSchema,
  requestPaymentStatusSchema,
  servicePlanSchema,
} from '../domain/constants';
import {
  calendarDate,
  clearableText,
  dateWindows,
  emailAddress,
  idPathParam,
  listLimits,
  requiredText,
  textLimits,
} from '../domain/input-bounds';

/** GET /api/clients (admin): every client, by name. */
export const clientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  notes: z.string().nullable(),
  instagram: z.string().nullable(),
  preferredLanguage: preferredLanguageSchema,
  selectedPlan: servicePlanSchema.nullable(),
  planStatus: planStatusSchema,
  /** yyyy-MM-dd, or null. */
  lastPaymentDate: z.string().nullable(),
  nextPaymentDue: z.string().nullable(),
  /** Decimal EUR as a string with 2 places. */
  totalPaid: z.string(),
  emailVerified: z.boolean(),
  /** Days before each wished-for occasion the family is reminded (0: no reminders). */
  reminderDaysBefore: z.number(),
  /** Other addresses the family writes from, lowercased; mail from them reaches the client. */
  alternativeEmails: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;
export const clientListSchema = z.array(clientSchema);

export const clientFieldLimits = {
  name: textLimits.name,
  email: textLimits.email,
  phone: textLimits.shortText,
  address: textLimits.shortText,
  country: textLimits.shortText,
  instagram: textLimits.shortText,
  notes: textLimits.notes,
} as const;

/** Blank means "none": trimmed, and empty becomes null. */
const optionalText = (max: number, multiline = false) =>
  clearableText(max, { multiline })
    .optional()
    .transform((v) => v ?? null);

/** A select left empty sends '' or null: both mean "none". */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

const nameText = requiredText('Name is required', clientFieldLimits.name);
const emailText = emailAddress('Invalid email address');
export const alternativeEmailMessages = {
  invalid: 'Invalid email address',
  tooMany: `At most ${listLimits.alternativeEmails} alternative addresses`,
  sameAsMain: "An alternative address cannot be the client's own email",
} as const;

/**
 * The family's other addresses: each a valid email, lowercased, duplicates dropped, at most
 * listLimits.alternativeEmails. Never claimed: two clients may share one (matching only).
 */
export const alternativeEmailsSchema = z
  .array(emailAddress(alternativeEmailMessages.invalid), alternativeEmailMessages.invalid)
  .max(listLimits.alternativeEmails, alternativeEmailMessages.tooMany)
  .transform((emails) => [...new Set(emails.map((email) => email.toLowerCase()))]);

/** Refuses an alternative address equal to the main one, when the body carries both. */
const refineAlternativesDifferFromEmail = (
  body: { email?: string | undefined; alternativeEmails?: readonly string[] | undefined },
  context: z.RefinementCtx,
) => {
  const main = body.email?.toLowerCase();
  const index = main === undefined ? -1 : (body.alternativeEmails ?? []).indexOf(main);
  if (index >= 0)
    context.addIssue({
      code: 'custom',
      path: ['alternativeEmails', index],
      message: alternativeEmailMessages.sameAsMain,
    });
};

/** Payments are dated within the schedule window; a typo like 0000 or 9999 is refused. */
const paymentDate = calendarDate(dateWindows.schedule, { invalid: 'Invalid date' });

/**
 * Body of POST /api/clients (Add Client, and the request form's name + email). Text is trimmed;
 * empty optional values become null; planStatus, when absent, is active with a plan chosen and
 * inactive without; the language defaults to Serbian and the country to Serbia.
 */
export const clientInputSchema = z
  .object({
    name: nameText,
    email: emailText,
    phone: optionalText(clientFieldLimits.phone),
    address: optionalText(clientFieldLimits.address),
    country: optionalText(clientFieldLimits.country),
    notes: optionalText(clientFieldLimits.notes, true),
    instagram: optionalText(clientFieldLimits.instagram),
    preferredLanguage: z.preprocess(emptyAsNull, preferredLanguageSchema.nullish()),
    selectedPlan: z.preprocess(emptyAsNull, servicePlanSchema.nullish()),
    planStatus: z.preprocess(emptyAsNull, planStatusSchema.nullish()),
    /** Absent: the default (14 days). */
    reminderDaysBefore: reminderDaysBeforeSchema.optional(),
    /** Absent: none. */
    alternativeEmails: alternativeEmailsSchema.optional(),
  })
  .superRefine(refineAlternativesDifferFromEmail);
export type ClientInput = z.input<typeof clientInputSchema>;

/**
 * Body of PATCH /api/clients/{id}: any subset of the profile. A field left out stays; null or
 * blank clears an optional one; name and email cannot be cleared. A new email is claimed
 * (409 when another client has it) and the old one freed.
 */
export const clientPatchSchema = z
  .object({
    name: nameText.optional(),
    email: emailText.optional(),
    phone: optionalText(clientFieldLimits.phone).optional(),
    address: optionalText(clientFieldLimits.address).optional(),
    country: optionalText(clientFieldLimits.country).optional(),
    notes: optionalText(clientFieldLimits.notes, true).optional(),
    instagram: optionalText(clientFieldLimits.instagram).optional(),
    preferredLanguage: preferredLanguageSchema.optional(),
    selectedPlan: z.preprocess(emptyAsNull, servicePlanSchema.nullable().optional()),
    planStatus: planStatusSchema.optional(),
    lastPaymentDate: z.preprocess(emptyAsNull, paymentDate.nullable().optional()),
    nextPaymentDue: z.preprocess(emptyAsNull, paymentDate.nullable().optional()),
    reminderDaysBefore: reminderDaysBeforeSchema.optional(),
    /** The whole new list ([] clears it); one equal to the client's email is refused. */
    alternativeEmails: alternativeEmailsSchema.optional(),
  })
  .superRefine(refineAlternativesDifferFromEmail);
export type ClientPatch = z.input<typeof clientPatchSchema>;

/**
 * Body of PUT /api/clients/{id}/reminders: the family's own reminder setting (a client may
 * change only this of their profile; an admin may too). Answers the client.
 */
export const clientReminderSettingsSchema = z.object({
  reminderDaysBefore: reminderDaysBeforeSchema,
});
export type ClientReminderSettings = z.infer<typeof clientReminderSettingsSchema>;

/** POST and PATCH answer with the client as the read model has it. */
export const clientIdParamsSchema = z.object({ id: idPathParam });

/**
 * DELETE /api/clients/{id} is refused (409, code CLIENT_HAS_OPEN_REQUESTS) while the client has
 * open service requests (pending, scheduled or in progress): they must be completed or cancelled
 * first. Their history stays in the event log either way.
 */
export const clientHasOpenRequestsCode = 'CLIENT_HAS_OPEN_REQUESTS';

/** One completed request as an invoice line of the Billing tab. */
export const clientInvoiceSchema = z.object({
  requestId: z.string(),
  serviceType: z.string(),
  /** ISO timestamp of completion, or null when the request has none recorded. */
  completedDate: z.string().nullable(),
  /** Decimal EUR with 2 places. */
  amount: z.string(),
  paymentStatus: requestPaymentStatusSchema,
  deceasedName: z.string().nullable(),
  cemeteryName: z.string().nullable(),
});
export type ClientInvoice = z.infer<typeof clientInvoiceSchema>;

/**
 * GET /api/clients/{id}/billing: the client's ledger from the read models. totalPaid is the
 * client's recorded total plus the completed requests marked paid; openBalance sums the completed
 * requests not paid; lastPaymentDate is the recorded date or, failing that, the newest paid
 * completion; paymentMethod is null while none is recorded.
 */
export const clientBillingSchema = z.object({
  clientId: z.string(),
  totalPaid: z.string(),
  openBalance: z.string(),
  /** yyyy-MM-dd, or null ("Not recorded"). */
  lastPaymentDate: z.string().nullable(),
  nextPaymentDue: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  invoices: z.array(clientInvoiceSchema),
});
export type ClientBilling = z.infer<typeof clientBillingSchema>;
