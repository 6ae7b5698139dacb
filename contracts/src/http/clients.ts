import { z } from 'zod';
import {
  planStatusSchema,
  preferredLanguageSchema,
  requestPaymentStatusSchema,
  servicePlanSchema,
} from '../domain/constants';

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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;
export const clientListSchema = z.array(clientSchema);

export const clientFieldLimits = { name: 200, email: 254, shortText: 300, notes: 2000 } as const;

/** Blank means "none": trimmed, and empty becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A select left empty sends '' or null: both mean "none". */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

const nameText = z
  .string('Name is required')
  .trim()
  .min(1, 'Name is required')
  .max(clientFieldLimits.name, `At most ${clientFieldLimits.name} characters`);
const emailText = z
  .string('Invalid email address')
  .trim()
  .max(clientFieldLimits.email, 'Invalid email address')
  .pipe(z.email('Invalid email address'));

/**
 * Body of POST /api/clients (Add Client, and the request form's name + email). Text is trimmed;
 * empty optional values become null; planStatus, when absent, is active with a plan chosen and
 * inactive without; the language defaults to Serbian and the country to Serbia.
 */
export const clientInputSchema = z.object({
  name: nameText,
  email: emailText,
  phone: optionalText(clientFieldLimits.shortText),
  address: optionalText(clientFieldLimits.shortText),
  country: optionalText(clientFieldLimits.shortText),
  notes: optionalText(clientFieldLimits.notes),
  instagram: optionalText(clientFieldLimits.shortText),
  preferredLanguage: z.preprocess(emptyAsNull, preferredLanguageSchema.nullish()),
  selectedPlan: z.preprocess(emptyAsNull, servicePlanSchema.nullish()),
  planStatus: z.preprocess(emptyAsNull, planStatusSchema.nullish()),
});
export type ClientInput = z.input<typeof clientInputSchema>;

/**
 * Body of PATCH /api/clients/{id}: any subset of the profile. A field left out stays; null or
 * blank clears an optional one; name and email cannot be cleared. A new email is claimed
 * (409 when another client has it) and the old one freed.
 */
export const clientPatchSchema = z.object({
  name: nameText.optional(),
  email: emailText.optional(),
  phone: optionalText(clientFieldLimits.shortText).optional(),
  address: optionalText(clientFieldLimits.shortText).optional(),
  country: optionalText(clientFieldLimits.shortText).optional(),
  notes: optionalText(clientFieldLimits.notes).optional(),
  instagram: optionalText(clientFieldLimits.shortText).optional(),
  preferredLanguage: preferredLanguageSchema.optional(),
  selectedPlan: z.preprocess(emptyAsNull, servicePlanSchema.nullable().optional()),
  planStatus: planStatusSchema.optional(),
  lastPaymentDate: z.preprocess(emptyAsNull, z.iso.date('Invalid date').nullable().optional()),
  nextPaymentDue: z.preprocess(emptyAsNull, z.iso.date('Invalid date').nullable().optional()),
});
export type ClientPatch = z.input<typeof clientPatchSchema>;

/** POST and PATCH answer with the client as the read model has it. */
export const clientIdParamsSchema = z.object({
  id: z.string().transform((id) => id.toLowerCase()),
});

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
