import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { calendarFeedRoleSchema } from '@memorial-care/contracts/events';
import { iso } from '../shared/iso-instant';

const issuedFeedSchema = z.object({
  feedId: z.string(),
  userId: z.string(),
  role: calendarFeedRoleSchema,
  caretakerId: z.string().nullable(),
  clientId: z.string().nullable(),
  /** ISO instant. */
  issuedAt: z.string(),
});
export type IssuedCalendarFeed = z.infer<typeof issuedFeedSchema>;

const feedColumns = sql.fragment`
  f.feed_id::text AS "feedId", f.id::text AS "userId", f.role AS "role",
  f.caretaker_id::text AS "caretakerId", f.client_id::text AS "clientId",
  ${iso(sql.fragment`f.updated_at`)} AS "issuedAt"`;

/** The user's current feed; null before their first. */
export const findCalendarFeedOfUser = (
  db: CommonQueryMethods,
  userId: string,
): Promise<IssuedCalendarFeed | null> =>
  db.maybeOne(sql.type(issuedFeedSchema)`
    SELECT ${feedColumns} FROM calendar_feeds f WHERE f.id = ${userId}::uuid`);

/**
 * The feed a URL names, while its account may still sign in and is still linked to the record
 * the feed was issued for (an account moved to another caretaker or client must not keep
 * reading the old one's visits); null otherwise, and for a feed id that is nobody's current one.
 */
export const findCalendarFeed = (
  db: CommonQueryMethods,
  feedId: string,
): Promise<IssuedCalendarFeed | null> =>
  db.maybeOne(sql.type(issuedFeedSchema)`
    SELECT ${feedColumns}
    FROM calendar_feeds f
    JOIN users u ON u.id = f.id AND u.disabled_reason IS NULL AND u.role = f.role
    WHERE f.feed_id = ${feedId}::uuid
      AND (u.caretaker_id = f.caretaker_id OR u.client_id = f.client_id)`);
