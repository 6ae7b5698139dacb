import { z } from 'zod';
import { pageQuery } from '../domain/input-bounds';

export const activityLogsQuerySchema = z.object(pageQuery);
export type ActivityLogsQuery = z.infer<typeof activityLogsQuerySchema>;

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
