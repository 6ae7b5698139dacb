import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import {
  calendarFeedStreamId,
  type CalendarFeedEvent,
  type CalendarFeedIssued,
} from '@memorial-care/contracts/events';
import { recordedEvent, useProjectionTestWithBuiltEvents } from '../testing';
import { calendarFeedsProjection } from './calendar-feeds-projection';
import { findCalendarFeed, findCalendarFeedOfUser } from './queries';

const database = useProjectionTestWithBuiltEvents(calendarFeedsProjection);
const { apply } = database;

const caretakerFeed = (userId: string, caretakerId: string): CalendarFeedIssued => ({
  feedId: randomUUID(),
  userId,
  role: 'caretaker',
  caretakerId,
  clientId: null,
});

/** The feed issued at `revision` of the user's stream, on `day` (2026-03-dd). */
const issued = (data: CalendarFeedIssued, revision: number, day = 10 + revision) =>
  recordedEvent({ type: 'CalendarFeedIssued', data } satisfies CalendarFeedEvent, {
    streamId: calendarFeedStreamId(data.userId),
    revision: BigInt(revision),
    occurredAt: `2026-03-${day}T09:00:00.000Z`,
  });

/** A user account as the users read model holds it. */
const insertUser = (userId: string, caretakerId: string) =>
  database.pool.query(sql.unsafe`
    INSERT INTO users (id, email, role, caretaker_id, created_at, updated_at)
    VALUES (${userId}, ${`${userId}@example.com`}, 'caretaker', ${caretakerId}, now(), now())`);

describe('calendar feeds projection', () => {
  it("keeps each user's newest feed, when it was issued, and whose visits it shows", async () => {
    const userId = randomUUID();
    const caretakerId = randomUUID();
    const first = caretakerFeed(userId, caretakerId);
    const second = caretakerFeed(userId, caretakerId);
    await apply([issued(first, 0), issued(second, 1)]);
    expect(await findCalendarFeedOfUser(database.pool, userId)).toEqual({
      feedId: second.feedId,
      userId,
      role: 'caretaker',
      caretakerId,
      clientId: null,
      issuedAt: '2026-03-11T09:00:00.000Z',
    });
  });

  it('never lets a replayed older issue bring an old feed id back', async () => {
    const userId = randomUUID();
    const caretakerId = randomUUID();
    const first = caretakerFeed(userId, caretakerId);
    const second = caretakerFeed(userId, caretakerId);
    await apply([issued(first, 0)]);
    await apply([issued(second, 1)]);
    await apply([issued(first, 0)]);
    expect((await findCalendarFeedOfUser(database.pool, userId))?.feedId).toBe(second.feedId);
    await insertUser(userId, caretakerId);
    expect(await findCalendarFeed(database.pool, first.feedId)).toBeNull();
    expect((await findCalendarFeed(database.pool, second.feedId))?.userId).toBe(userId);
  });

  it('finds a feed by its id only while its account is enabled and linked as when issued', async () => {
    const userId = randomUUID();
    const caretakerId = randomUUID();
    const feed = caretakerFeed(userId, caretakerId);
    await apply([issued(feed, 0)]);
    await insertUser(userId, caretakerId);
    expect((await findCalendarFeed(database.pool, feed.feedId))?.caretakerId).toBe(caretakerId);

    await database.pool.query(
      sql.unsafe`UPDATE users SET caretaker_id = ${randomUUID()} WHERE id = ${userId}`,
    );
    expect(await findCalendarFeed(database.pool, feed.feedId)).toBeNull();

    await database.pool.query(sql.unsafe`
      UPDATE users SET caretaker_id = ${caretakerId}, disabled_reason = 'caretaker_inactive'
      WHERE id = ${userId}`);
    expect(await findCalendarFeed(database.pool, feed.feedId)).toBeNull();
  });
});
