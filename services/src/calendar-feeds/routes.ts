import { randomUUID } from 'node:crypto';
import type { CalendarFeedIssued } from '@memorial-care/contracts/events';
import {
  calendarFeedLimits,
  calendarFeedSchema,
  calendarFeedTokenParamsSchema,
  type CalendarFeed,
} from '@memorial-care/contracts/http';
import {
  findCalendarFeed,
  findCalendarFeedOfUser,
  type IssuedCalendarFeed,
} from '@memorial-care/projections/calendar-feeds';
import { listCalendarVisits } from '@memorial-care/projections/service-requests';
import { defineRoute, type AnyRoute, type SessionUser } from '../http/route';
import { ForbiddenError, NotFoundError } from '../shared/errors';
import { issueCalendarFeed } from './commands';
import { renderFeedCalendar } from './feed-calendar';
import { calendarFeedKeyOf, calendarFeedUrlsFor, feedIdOfToken } from './feed-token';
import { visitEventOf } from './visit-events';

export interface CalendarFeedSettings {
  /** The feeds' MAC key is derived from it (feed-token.ts). */
  readonly sessionSecret: string;
  /** Base of the feed URLs. */
  readonly publicUrl: string;
}

type FeedOwner = Omit<CalendarFeedIssued, 'feedId'>;

/** Whose visits the signed-in user's feed shows; null for an account linked to no record. */
const linkedOwnerOf = (user: SessionUser | null): FeedOwner | null => {
  if (user?.role === 'caretaker' && user.caretakerId)
    return { userId: user.id, role: 'caretaker', caretakerId: user.caretakerId, clientId: null };
  if (user?.role === 'client' && user.clientId)
    return { userId: user.id, role: 'client', caretakerId: null, clientId: user.clientId };
  return null;
};

/**
 * Admins may call every route (the authorization sweep) but have no feed: they have the whole
 * schedule on the Schedule screen.
 */
const refuseAdmins = ({ user }: { readonly user: SessionUser | null }) => {
  if (user?.role === 'admin')
    throw new ForbiddenError('Calendar feeds are for caretakers and clients');
};

/** An account linked to no caretaker or client record has no visits to subscribe to. */
const feedOwnerOf = (user: SessionUser | null): FeedOwner => {
  const owner = linkedOwnerOf(user);
  if (!owner) throw new ForbiddenError(`This account is not linked to a ${user?.role ?? 'record'}`);
  return owner;
};

/** A feed issued while the account was linked to another record no longer answers. */
const isIssuedFor = (feed: IssuedCalendarFeed, owner: FeedOwner) =>
  feed.role === owner.role &&
  feed.caretakerId === owner.caretakerId &&
  feed.clientId === owner.clientId;

const feedNotFound = () => new NotFoundError('Calendar feed not found');

const calendarNames = {
  caretaker: 'Memorial Care — my visits',
  client: 'Memorial Care — grave care visits',
} as const;

/**
 * A caretaker's or client's calendar feed: a secret URL for Google Calendar, Apple Calendar or
 * Outlook with their visits (RFC 5545). Issuing a new URL kills the old one; the URL itself is
 * public (calendar apps send no cookies), so it answers only for a genuine, current token.
 */
export const createCalendarFeedRoutes = ({
  sessionSecret,
  publicUrl,
}: CalendarFeedSettings): AnyRoute[] => {
  const key = calendarFeedKeyOf(sessionSecret);
  const host = new URL(publicUrl).host;
  const answerOf = (feed: IssuedCalendarFeed | null): CalendarFeed =>
    feed
      ? { ...calendarFeedUrlsFor(publicUrl, key, feed.feedId), issuedAt: feed.issuedAt }
      : { url: null, webcalUrl: null, issuedAt: null };

  return [
    defineRoute({
      method: 'get',
      path: '/api/calendar-feed',
      access: ['caretaker', 'client', 'admin'],
      authorize: refuseAdmins,
      handle: async ({ deps, user }) => {
        // Like the other lists, an account linked to no record simply has none.
        const owner = linkedOwnerOf(user);
        const feed = owner && (await findCalendarFeedOfUser(deps.pool, owner.userId));
        return { body: answerOf(feed && owner && isIssuedFor(feed, owner) ? feed : null) };
      },
    }),

    defineRoute({
      method: 'post',
      path: '/api/calendar-feed',
      access: ['caretaker', 'client', 'admin'],
      idempotent: true,
      authorize: ({ user }) => {
        refuseAdmins({ user });
        feedOwnerOf(user);
      },
      handle: async ({ deps, user, command }) => {
        const owner = feedOwnerOf(user);
        const { position } = await issueCalendarFeed(
          deps.eventStore,
          { feedId: randomUUID(), ...owner },
          command,
        );
        if (position) await deps.waitForProjections(position);
        const feed = await findCalendarFeedOfUser(deps.pool, owner.userId);
        return { status: 201, body: calendarFeedSchema.parse(answerOf(feed)), position };
      },
    }),

    defineRoute({
      method: 'get',
      path: '/api/calendar-feed/:token',
      access: 'public',
      params: calendarFeedTokenParamsSchema,
      handle: async ({ deps, params, ctx, command }) => {
        const feedId = feedIdOfToken(key, params.token);
        const feed = feedId ? await findCalendarFeed(deps.pool, feedId) : null;
        if (!feed) throw feedNotFound();
        const owner =
          feed.role === 'caretaker' && feed.caretakerId
            ? { caretakerId: feed.caretakerId }
            : feed.clientId
              ? { clientId: feed.clientId }
              : null;
        if (!owner) throw feedNotFound();
        const visits = await listCalendarVisits(deps.pool, owner, {
          now: command.now,
          ...calendarFeedLimits,
        });
        ctx.type = 'text/calendar; charset=utf-8';
        ctx.set('Content-Disposition', 'inline; filename="memorial-care.ics"');
        return {
          body: renderFeedCalendar({
            name: calendarNames[feed.role],
            events: visits.map((visit) => visitEventOf(visit, { role: feed.role, host })),
          }),
        };
      },
    }),
  ];
};
