import { z } from 'zod';
import {
  caretakerPaymentStatusSchema,
  paymentMethodSchema,
  preferredLanguageSchema,
  weekdaySchema,
} from '../domain/constants';
import {
  amountInput,
  calendarDate,
  clearableText,
  dateWindows,
  emailAddress,
  listLimits,
  requiredText,
  textLimits,
} from '../domain/input-bounds';

/** Requests assigned to a caretaker, from the service-request read model. */
export const caretakerRequestCountsSchema = z.object({
  total: z.number().int(),
  /** pending, scheduled or in_progress. */
  active: z.number().int(),
  /** completed. */
  done: z.number().int(),
});
export type CaretakerRequestCounts = z.infer<typeof caretakerRequestCountsSchema>;

/** GET /api/caretakers (admin): the whole list, small. */
export const caretakerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  region: z.string().nullable(),
  isActive: z.boolean(),
  preferredVisitDays: z.array(weekdaySchema),
  /** Decimal EUR as a string with 2 places, or null. */
  perVisitRate: z.string().nullable(),
  preferredPaymentMethod: paymentMethodSchema.nullable(),
  bankDetails: z.string().nullable(),
  paymentStatus: caretakerPaymentStatusSchema,
  holidayDates: z.array(z.string()),
  /** The language of the caretaker's mails (Serbian unless chosen). */
  preferredLanguage: preferredLanguageSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  requestCounts: caretakerRequestCountsSchema,
});
export type Caretaker = z.infer<typeof caretakerSchema>;
export const caretakerListSchema = z.array(caretakerSchema);

export const caretakerFieldLimits = {
  name: textLimits.name,
  email: textLimits.email,
  phone: textLimits.phone,
  region: textLimits.label,
  bankDetails: textLimits.bankDetails,
  holidayDates: listLimits.holidayDates,
} as const;

const requiredCaretakerText = requiredText;
const clearableCaretakerText = (max: number) => clearableText(max);

const caretakerEmail = z
  .string('Email is required')
  .trim()
  .min(1, 'Email is required')
  .pipe(emailAddress('Invalid email address'))
  .transform((email) => email.toLowerCase());

/**
 * Per-visit rate in EUR: a decimal as text ("30", "30.50") or a number from a numeric input;
 * empty becomes null. The server checks step 0.01, at least 0 and the maximum.
 */
const perVisitRateInput = amountInput
  .nullable()
  .transform((v) => (v === null || v.trim() === '' ? null : v.trim()));

const visitDays = z.array(weekdaySchema).max(7);
/** Real calendar days in the schedule window: 2026-13-45 is a 400, never a 500. */
const holidayDates = z
  .array(calendarDate(dateWindows.schedule))
  .max(caretakerFieldLimits.holidayDates);

/** Body of POST /api/caretakers (the Add Caretaker form). */
export const caretakerInputSchema = z.object({
  name: requiredCaretakerText('Name is required', caretakerFieldLimits.name),
  email: caretakerEmail,
  phone: requiredCaretakerText('Phone is required', caretakerFieldLimits.phone),
  region: clearableCaretakerText(caretakerFieldLimits.region)
    .optional()
    .transform((v) => v ?? null),
  isActive: z.boolean().optional().default(true),
  preferredVisitDays: visitDays.optional().default([]),
  perVisitRate: perVisitRateInput.optional().transform((v) => v ?? null),
  preferredPaymentMethod: paymentMethodSchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  bankDetails: clearableCaretakerText(caretakerFieldLimits.bankDetails)
    .optional()
    .transform((v) => v ?? null),
  paymentStatus: caretakerPaymentStatusSchema.optional().default('current'),
  /** The language of the caretaker's mails; absent: Serbian. */
  preferredLanguage: preferredLanguageSchema.optional(),
  /** The form sends an empty list. */
  holidayDates: holidayDates.optional().default([]),
});
export type CaretakerInput = z.input<typeof caretakerInputSchema>;
export type CaretakerFields = z.output<typeof caretakerInputSchema>;

/**
 * Body of PATCH /api/caretakers/{id}: any subset of the form's fields, or only `holidayDates`
 * (the holiday planner's Save Holidays, the whole new set). A field left out stays as it is.
 */
export const caretakerPatchSchema = z.object({
  name: requiredCaretakerText('Name is required', caretakerFieldLimits.name).optional(),
  email: caretakerEmail.optional(),
  phone: requiredCaretakerText('Phone is required', caretakerFieldLimits.phone).optional(),
  region: clearableCaretakerText(caretakerFieldLimits.region).optional(),
  isActive: z.boolean().optional(),
  preferredVisitDays: visitDays.optional(),
  perVisitRate: perVisitRateInput.optional(),
  preferredPaymentMethod: paymentMethodSchema.nullable().optional(),
  bankDetails: clearableCaretakerText(caretakerFieldLimits.bankDetails).optional(),
  paymentStatus: caretakerPaymentStatusSchema.optional(),
  preferredLanguage: preferredLanguageSchema.optional(),
  holidayDates: holidayDates.optional(),
});
export type CaretakerPatch = z.input<typeof caretakerPatchSchema>;
export type CaretakerChangeSet = z.output<typeof caretakerPatchSchema>;

/** 409 of DELETE /api/caretakers/{id} while requests are still open for the caretaker. */
export const caretakerHasOpenRequestsCode = 'CARETAKER_HAS_OPEN_REQUESTS';
