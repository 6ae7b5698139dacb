import { z } from 'zod';
import { calendarDate, dateWindows, pageQuery, searchQuery } from '../domain/input-bounds';

/** The kinds of activity the log records (projections/src/activity-logs/activity-entries.ts). */
export const activityTypes = [
  'service_created',
  'service_scheduled',
  'service_declined',
  'service_started',
  'service_completed',
  'service_status_changed',
  'service_cancelled',
  'service_updated',
  'service_deleted',
  'photo_uploaded',
  'photo_deleted',
  'client_registered',
  'client_approved',
] as const;
export type ActivityType = (typeof activityTypes)[number];

export const activityEntityTypes = ['service_request', 'client'] as const;
export type ActivityEntityType = (typeof activityEntityTypes)[number];

/**
 * The full activity page's filters: a kind, what it concerns, the days (yyyy-MM-dd, business
 * days in Serbia, both inclusive) and words in the description; every one optional.
 */
export const activityLogsQuerySchema = z
  .object({
    ...pageQuery,
    type: z.enum(activityTypes).optional(),
    entityType: z.enum(activityEntityTypes).optional(),
    from: calendarDate(dateWindows.schedule).optional(),
    to: calendarDate(dateWindows.schedule).optional(),
    search: searchQuery,
  })
  .refine(({ from, to }) => !from || !to || from <= to, {
    path: ['to'],
    message: 'to must not be before from',
  });
export type ActivityLogsQuery = z.input<typeof activityLogsQuerySchema>;

/** One meaningful event as Recent Activity shows it; metadata holds caretakerName, amount. */
export const activityLogSchema = z.object({
  id: z.string(),
  type: z.string(),
  description: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  userId: z.string().nullable(),
  metadata: z.object({ caretakerName: z.string().optional(), amount: z.string().optional() }),
  createdAt: z.string(),
});
export type ActivityLog = z.infer<typeof activityLogSchema>;

export const activityLogPageSchema = z.object({
  items: z.array(activityLogSchema),
  total: z.number().int().nonnegative(),
});
export type ActivityLogPage = z.infer<typeof activityLogPageSchema>;
