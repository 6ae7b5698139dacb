import { z } from 'zod';

// Every enumeration and business constant of the spec lives here, once.

export const roles = ['admin', 'caretaker', 'client'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const servicePlans = ['basic', 'standard', 'premium', 'memorial', 'custom'] as const;
export const servicePlanSchema = z.enum(servicePlans);
export type ServicePlan = z.infer<typeof servicePlanSchema>;
/** Monthly price in EUR; `null` means "contact us". */
export const planMonthlyPriceEur: Record<ServicePlan, number | null> = {
  basic: 29,
  standard: 49,
  premium: 79,
  memorial: 99,
  custom: null,
};
export const defaultPlan: ServicePlan = 'standard';

export const planStatuses = ['active', 'overdue', 'inactive'] as const;
export const planStatusSchema = z.enum(planStatuses);
export type PlanStatus = z.infer<typeof planStatusSchema>;

export const priorities = ['low', 'normal', 'high', 'urgent'] as const;
export const prioritySchema = z.enum(priorities);
export type Priority = z.infer<typeof prioritySchema>;
export const defaultPriority: Priority = 'normal';
/** Guest urgency promises: how soon we answer, per priority. */
export const urgencyPromise: Record<Priority, { hours: number; label: string }> = {
  low: { hours: 14 * 24, label: 'within 2 weeks' },
  normal: { hours: 7 * 24, label: 'within 1 week' },
  high: { hours: 3 * 24, label: 'within 3 days' },
  urgent: { hours: 24, label: 'within 24 hours' },
};

export const requestStatuses = [
  'pending',
  'scheduled',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export const requestStatusSchema = z.enum(requestStatuses);
export type RequestStatus = z.infer<typeof requestStatusSchema>;
export const requestStatusColor: Record<
  RequestStatus,
  'gold' | 'blue' | 'orange' | 'green' | 'red'
> = {
  pending: 'gold',
  scheduled: 'blue',
  in_progress: 'orange',
  completed: 'green',
  cancelled: 'red',
};
/** Open visits of a cemetery: requests in these statuses. */
export const openVisitStatuses: readonly RequestStatus[] = ['pending', 'in_progress'];

/** Service types offered on the guest form (spec part 1). */
export const guestServiceTypes = [
  'grave_cleaning',
  'flower_arrangement',
  'candle_lighting',
  'memorial_visit',
  'maintenance',
  'other',
] as const;
export const guestServiceTypeSchema = z.enum(guestServiceTypes);
/** Service types offered on the request form (spec part 2). */
export const serviceTypes = [
  'grave_cleaning',
  'flower_arrangement',
  'memorial_candles',
  'full_service_package',
  'grave_maintenance',
  'monument_cleaning',
] as const;

export const countries = ['serbia', 'canada', 'usa', 'germany', 'australia', 'other'] as const;
export const countrySchema = z.enum(countries);
export const defaultCountry = 'Serbia';

export const preferredLanguages = ['Serbian', 'English', 'German'] as const;
export const preferredLanguageSchema = z.enum(preferredLanguages);
export type PreferredLanguage = z.infer<typeof preferredLanguageSchema>;
export const defaultPreferredLanguage = 'Serbian';

export const paymentMethods = ['bank_transfer', 'cash', 'paypal', 'stripe'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);

export const caretakerPaymentStatuses = ['current', 'overdue', 'prepaid', 'suspended'] as const;
export const caretakerPaymentStatusSchema = z.enum(caretakerPaymentStatuses);
export const defaultCaretakerPaymentStatus = 'current';

export const requestPaymentStatuses = ['pending', 'paid', 'overdue', 'absent'] as const;
export const requestPaymentStatusSchema = z.enum(requestPaymentStatuses);

export const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const weekdaySchema = z.enum(weekdays);

export const visitWindows = [
  'morning',
  'afternoon',
  'evening',
  'anytime',
  'by-appointment',
] as const;
export const visitWindowSchema = z.enum(visitWindows);
export type VisitWindow = z.infer<typeof visitWindowSchema>;
/** Hours of each timed window, 24h clock; `null` for the untimed ones. */
export const visitWindowHours: Record<VisitWindow, { from: number; to: number } | null> = {
  morning: { from: 8, to: 12 },
  afternoon: { from: 12, to: 17 },
  evening: { from: 17, to: 20 },
  anytime: null,
  'by-appointment': null,
};

export const limits = {
  registrationPasswordMin: 8,
  invitePasswordMin: 6,
  inviteLifetimeDays: 7,
  holidayAutoRangeMaxGapDays: 14,
  upcomingHolidayBadgeDays: 7,
  amountMinEur: 0,
  amountMaxEur: 10_000,
  recentAdditionsDays: 30,
  /** Self-registrations this young count as recent on the Registrations screen and badge. */
  recentRegistrationsDays: 30,
  upcomingVisitsMax: 3,
  cemeteryUpcomingVisitsPerGrave: 2,
  monthViewRequestsPerDay: 3,
  caretakerEarningsShare: 0.7,
  toastDurationMs: 5000,
  registrationToastMs: 8000,
  sidebarCollapsedPx: 64,
  sidebarExpandedPx: 256,
  roleSwitchReloadMs: 1000,
  inviteRedirectMs: 2000,
} as const;

/** Before/after photos of a service request: the proof that the work was done. */
export const photoTypes = ['before', 'after'] as const;
export const photoTypeSchema = z.enum(photoTypes);
export type PhotoType = z.infer<typeof photoTypeSchema>;

/** A caretaker adds photos to a task once it is theirs: from scheduled on, and after completing. */
export const caretakerPhotoStatuses: readonly RequestStatus[] = [
  'scheduled',
  'in_progress',
  'completed',
];

export const photoLimits = {
  /** One uploaded file: phone cameras write 3–12 MB; 20 MB leaves room for raw-ish JPEGs. */
  maxFileBytes: 20 * 1024 * 1024,
  /** One upload call carries one photo (the UI sends several files as several calls). */
  filesPerUpload: 1,
  /** Photos one service request may hold, before and after together. */
  maxPhotosPerRequest: 60,
  descriptionMaxLength: 500,
  /** The longer side of the web-sized copy and of the thumbnail, in pixels. */
  webMaxPx: 1600,
  thumbnailMaxPx: 480,
  /** The newest after-photos shown on a client's dashboard and request list. */
  recentDefault: 6,
  recentMax: 24,
  /** Formats read from the file's content (never its name or declared type). */
  acceptedFormats: ['jpeg', 'png', 'webp', 'gif', 'tiff', 'avif', 'heif'],
} as const;

export const currency = 'EUR';
/** Holiday and other calendar dates travel as yyyy-MM-dd. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format yyyy-MM-dd');
