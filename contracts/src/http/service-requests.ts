import { z } from 'zod';
import {
  guestServiceTypes,
  priorities,
  prioritySchema,
  requestPaymentStatusSchema,
  requestStatuses,
  requestStatusSchema,
  servicePlanSchema,
  serviceTypes,
} from '../domain/constants';
import {
  amountInput,
  boundedText,
  calendarDate,
  calendarInstant,
  dateWindows,
  entityId,
  pageQuery,
  textLimits,
} from '../domain/input-bounds';

/** The request form's and the list's texts, as the schemas below bound them. */
export const serviceRequestFieldLimits = {
  search: textLimits.search,
  specialInstructions: textLimits.instructions,
  clientName: textLimits.name,
  clientEmail: textLimits.email,
  deceasedName: textLimits.name,
  graveNumber: textLimits.code,
} as const;

/** A query value given once, repeated (`?status=a&status=b`) or comma-separated. */
export const oneOrMany = <T extends z.ZodType>(item: T) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
      z.array(item).min(1).max(10),
    )
    .optional();

export const serviceRequestSorts = [
  'createdAt',
  '-createdAt',
  'scheduledDate',
  '-scheduledDate',
  'amount',
  '-amount',
  'status',
  '-status',
  'priority',
  '-priority',
] as const;
export type ServiceRequestSort = (typeof serviceRequestSorts)[number];

/**
 * GET /api/service-requests: filtered, sorted and paged on the server; newest first by default.
 * `search` matches client, guest, deceased and cemetery names (and emails, city); `from`/`to`
 * bound the scheduled date (inclusive days).
 */
export const serviceRequestListQuerySchema = z.object({
  ...pageQuery,
  search: boundedText(serviceRequestFieldLimits.search).optional(),
  status: oneOrMany(requestStatusSchema),
  priority: oneOrMany(prioritySchema),
  caretakerId: entityId().optional(),
  cemeteryId: entityId().optional(),
  /** One client's requests (admin: a client profile's tab); a client is always scoped to self. */
  clientId: entityId().optional(),
  from: calendarDate(dateWindows.schedule).optional(),
  to: calendarDate(dateWindows.schedule).optional(),
  sort: z.enum(serviceRequestSorts).default('-createdAt'),
});
export type ServiceRequestListQuery = z.input<typeof serviceRequestListQuerySchema>;

export const serviceRequestSchema = z.object({
  id: z.string(),
  clientId: z.string().nullable(),
  graveId: z.string().nullable(),
  cemeteryId: z.string().nullable(),
  caretakerId: z.string().nullable(),
  serviceType: z.string(),
  status: requestStatusSchema,
  priority: prioritySchema,
  /** ISO timestamps, or null: "Not scheduled" / "Not completed". */
  scheduledDate: z.string().nullable(),
  completedDate: z.string().nullable(),
  /** Decimal EUR as a string with 2 places. */
  amount: z.string(),
  paymentStatus: requestPaymentStatusSchema,
  specialInstructions: z.string().nullable(),
  planSelected: servicePlanSchema.nullable(),
  guestName: z.string().nullable(),
  guestEmail: z.string().nullable(),
  guestPhone: z.string().nullable(),
  description: z.string().nullable(),
  /** The client's name and email; a guest's own for a guest request. */
  clientName: z.string().nullable(),
  clientEmail: z.string().nullable(),
  caretakerName: z.string().nullable(),
  grave: z
    .object({ id: z.string(), deceasedName: z.string(), graveNumber: z.string().nullable() })
    .nullable(),
  cemetery: z.object({ id: z.string(), name: z.string(), city: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

/** A search's total is counted up to this many matches ("10,000+"); filters alone count all. */
export const searchTotalCap = 10_000;

export const serviceRequestPageSchema = z.object({
  items: z.array(serviceRequestSchema),
  total: z.number().int(),
  /** Set when a search matched more than `searchTotalCap`: `total` is then the cap. */
  totalIsCapped: z.boolean().optional(),
});
export type ServiceRequestPage = z.infer<typeof serviceRequestPageSchema>;

/** GET /api/service-requests/stats: the list's tiles, scoped like the list. */
export const serviceRequestStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  scheduled: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
});
export type ServiceRequestStats = z.infer<typeof serviceRequestStatsSchema>;

/** The dashboard shows the first four as tabs; the list narrows to any of them. */
export const caretakerTaskTabs = [
  'all',
  'pending',
  'scheduled',
  'in_progress',
  'completed',
  'cancelled',
] as const;

/** GET /api/caretaker/tasks: one tab of the caretaker's tasks, soonest scheduled first. */
export const caretakerTaskQuerySchema = z.object({
  tab: z.enum(caretakerTaskTabs).default('all'),
  /** Whose list an admin looks at; a caretaker always gets their own (from the session). */
  caretakerId: entityId().optional(),
  ...pageQuery,
});
export type CaretakerTaskQuery = z.input<typeof caretakerTaskQuerySchema>;

/**
 * A request as a caretaker sees it (their tasks and the open offers): what they need to decide
 * and do the work, and their own earning (their share of the amount). No client, guest or
 * money fields: caretakers get no financial data and no family's contact details.
 */
export const caretakerTaskSchema = serviceRequestSchema
  .pick({
    id: true,
    graveId: true,
    cemeteryId: true,
    caretakerId: true,
    serviceType: true,
    status: true,
    priority: true,
    scheduledDate: true,
    completedDate: true,
    specialInstructions: true,
    caretakerName: true,
    grave: true,
    cemetery: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    /** Decimal EUR with 2 places: the caretaker's share (limits.caretakerEarningsShare). */
    earning: z.string(),
  });
export type CaretakerTask = z.infer<typeof caretakerTaskSchema>;

/** GET /api/service-requests/:id answers a caretaker with their view, everyone else in full. */
export const serviceRequestViewSchema = z.union([serviceRequestSchema, caretakerTaskSchema]);
export type ServiceRequestView = z.infer<typeof serviceRequestViewSchema>;

export const caretakerTaskPageSchema = z.object({
  items: z.array(caretakerTaskSchema),
  total: z.number().int(),
  /** How many tasks each tab holds, whichever tab is shown. */
  counts: z.object({
    all: z.number().int(),
    pending: z.number().int(),
    scheduled: z.number().int(),
    in_progress: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
  }),
});
export type CaretakerTaskPage = z.infer<typeof caretakerTaskPageSchema>;

/** The form sends '' (or the old UI's 0) for "none picked": both read as null. */
const noneAsNull = (value: unknown) => (value === '' || value === 0 ? null : value);
const pickedId = (message: string) => z.preprocess(noneAsNull, entityId(message).nullish());
/** A guest request keeps its guest-form service type when an admin edits it. */
const anyServiceType = z.enum([...new Set([...serviceTypes, ...guestServiceTypes])], {
  error: 'Please select a service type',
});
/**
 * The form sends a string with 2 places; a number is read as its decimal text. Range and
 * decimals are the business rule's (spec messages), infinity and megabytes stop here.
 */
const amountText = amountInput.nullish();
/** Visits are planned between 2000 and 2100; 2026-02-30 is no day at all. */
const visitInstant = calendarInstant(dateWindows.schedule, {
  invalid: 'Please select a valid visit date',
  allowBlank: true,
});
/** Work is done in the past (a day of clock skew allowed), never in 0000 or 9999. */
const completionInstant = calendarInstant(dateWindows.completion, {
  invalid: 'Please give a valid completion time',
  outOfRange: 'The completion time must be between 2000 and now',
  allowBlank: true,
});

/**
 * The request form's fields (spec part 2, §7). Presence rules and their messages (§5) are the
 * server's business rules; the schema checks only shapes. Absent fields are left unchanged by
 * PATCH; null clears a field.
 */
export const serviceRequestFormSchema = z.object({
  clientId: pickedId('Please select a client from the dropdown'),
  graveId: pickedId('Please select a grave for this service request'),
  cemeteryId: pickedId('Cemetery information is required'),
  caretakerId: pickedId('Please assign a caretaker for this service request'),
  serviceType: z.preprocess(noneAsNull, anyServiceType.nullish()),
  status: z.enum(requestStatuses, { error: 'Please select a status' }).nullish(),
  priority: z.preprocess(
    noneAsNull,
    z.enum(priorities, { error: 'Please select a priority level' }).nullish(),
  ),
  amount: amountText,
  paymentStatus: requestPaymentStatusSchema.nullish(),
  specialInstructions: boundedText(serviceRequestFieldLimits.specialInstructions, {
    multiline: true,
  }).nullish(),
  planSelected: z.preprocess(noneAsNull, servicePlanSchema.nullish()),
  /** ISO timestamps. */
  scheduledDate: visitInstant.nullish(),
  completedDate: completionInstant.nullish(),
});

/**
 * POST /api/service-requests (admin). With no client picked, a typed name and email create
 * the client (or find the one with that email); with no grave picked, a deceased name and a
 * cemetery create the grave.
 */
export const createServiceRequestSchema = serviceRequestFormSchema.extend({
  clientName: boundedText(serviceRequestFieldLimits.clientName).nullish(),
  clientEmail: boundedText(serviceRequestFieldLimits.clientEmail).nullish(),
  deceasedName: boundedText(serviceRequestFieldLimits.deceasedName).nullish(),
  graveNumber: boundedText(serviceRequestFieldLimits.graveNumber).nullish(),
});
export type CreateServiceRequestBody = z.input<typeof createServiceRequestSchema>;

/**
 * PATCH /api/service-requests/:id. Admin: any fields. Caretaker: the task moves only —
 * `{status:'scheduled', caretakerId}` accept, `{status:'pending', caretakerId:null}` decline,
 * `{status:'in_progress'}` start, `{status:'completed', completedDate?}` complete.
 */
export const updateServiceRequestSchema = serviceRequestFormSchema;
export type UpdateServiceRequestBody = z.input<typeof updateServiceRequestSchema>;

export const serviceRequestIdParamsSchema = z.object({ id: z.guid('Service request not found') });

/**
 * POST /api/service-requests/:id/accept|decline|start|complete. `caretakerId`: whom an admin
 * gives the task to (a caretaker accepts for themselves); `completedDate`: when the work was
 * done (now when absent).
 */
export const taskActionSchema = z.object({
  caretakerId: entityId('Please assign a caretaker for this service request').optional(),
  completedDate: completionInstant.nullish(),
});
export type TaskActionBody = z.input<typeof taskActionSchema>;

export const serviceRequestCreatedSchema = z.object({ id: z.string(), serviceType: z.string() });
export type ServiceRequestCreated = z.infer<typeof serviceRequestCreatedSchema>;
