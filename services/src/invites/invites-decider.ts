import { limits, type Role } from '@memorial-care/contracts/domain';
import {
  inviteEventTypes,
  type InviteEvent,
  type InviteIssued,
} from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';
import { DomainRuleError } from '../shared/errors';
import { inviteExpired, inviteMessages, inviteNotFound, inviteUsed } from './invite-errors';

/**
 * The invites of one account, on `invites-<accountId>`. Issuing a new invite makes every older
 * open one invalid (a resend replaces the link); an accepted invite cannot be used again.
 */
export interface InviteRecord {
  readonly inviteId: string;
  readonly userId: string;
  readonly email: string;
  readonly name: string;
  readonly preferredLanguage: InviteIssued['preferredLanguage'];
  readonly expiresAt: string;
  readonly withTemporaryCredentials: boolean;
  readonly status: 'open' | 'superseded' | 'accepted';
}

export interface InvitesState {
  readonly invites: Readonly<Record<string, InviteRecord>>;
  readonly latestInviteId: string | null;
}

export type InviteCommand =
  | {
      readonly type: 'IssueInvite';
      readonly data: {
        readonly inviteId: string;
        readonly accountId: string;
        readonly accountKind: InviteIssued['accountKind'];
        readonly userId: string;
        readonly email: string;
        readonly name: string;
        readonly preferredLanguage: InviteIssued['preferredLanguage'];
        readonly role: Role;
        readonly withTemporaryCredentials: boolean;
        /** When it is issued; it expires `limits.inviteLifetimeDays` later. */
        readonly now: Date;
      };
    }
  | {
      readonly type: 'RequestInviteEmail';
      readonly data: {
        readonly accountId: string;
        readonly now: Date;
        /** The account's language now; absent: the one the invite was issued in. */
        readonly preferredLanguage?: InviteIssued['preferredLanguage'];
      };
    }
  | {
      readonly type: 'AcceptInvite';
      readonly data: { readonly accountId: string; readonly inviteId: string; readonly now: Date };
    };

const dayMs = 86_400_000;

export type InviteStatus = 'valid' | 'unknown' | 'used' | 'expired';

/** Whether `inviteId` can still be used at `now`; superseded counts as used. */
export const inviteStatusAt = (state: InvitesState, inviteId: string, now: Date): InviteStatus => {
  const invite = state.invites[inviteId];
  if (!invite) return 'unknown';
  if (invite.status !== 'open') return 'used';
  return now.getTime() >= Date.parse(invite.expiresAt) ? 'expired' : 'valid';
};

/** The invite, when it can still be used; else the error its link answers with. */
export const requireUsableInvite = (
  state: InvitesState,
  inviteId: string,
  now: Date,
): InviteRecord => {
  const status = inviteStatusAt(state, inviteId, now);
  if (status === 'unknown') throw inviteNotFound();
  if (status === 'used') throw inviteUsed();
  if (status === 'expired') throw inviteExpired();
  return state.invites[inviteId] as InviteRecord;
};

const withStatus = (
  invites: InvitesState['invites'],
  ids: readonly string[],
  status: InviteRecord['status'],
) => {
  const next = { ...invites };
  for (const id of ids) {
    const invite = next[id];
    if (invite) next[id] = { ...invite, status };
  }
  return next;
};

export const invitesDecider: Decider<InvitesState, InviteCommand, InviteEvent> = {
  eventTypes: inviteEventTypes,
  initialState: () => ({ invites: {}, latestInviteId: null }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'InviteIssued': {
        const { data } = event;
        const invites = withStatus(state.invites, data.supersedes, 'superseded');
        invites[data.inviteId] = {
          inviteId: data.inviteId,
          userId: data.userId,
          email: data.email,
          name: data.name,
          preferredLanguage: data.preferredLanguage,
          expiresAt: data.expiresAt,
          withTemporaryCredentials: data.withTemporaryCredentials,
          status: 'open',
        };
        return { invites, latestInviteId: data.inviteId };
      }
      case 'InviteAccepted':
        return { ...state, invites: withStatus(state.invites, [event.data.inviteId], 'accepted') };
      case 'InviteEmailRequested':
        return state;
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'IssueInvite': {
        const { now, ...data } = command.data;
        if (state.invites[data.inviteId])
          throw new DomainRuleError('INVITE_EXISTS', 'This invite was already issued');
        const supersedes = Object.values(state.invites)
          .filter((invite) => invite.status === 'open')
          .map((invite) => invite.inviteId);
        const expiresAt = new Date(now.getTime() + limits.inviteLifetimeDays * dayMs);
        return [
          {
            type: 'InviteIssued',
            data: { ...data, expiresAt: expiresAt.toISOString(), supersedes },
          },
        ];
      }
      case 'RequestInviteEmail': {
        const { accountId, now, preferredLanguage } = command.data;
        const latest = state.latestInviteId;
        if (!latest || inviteStatusAt(state, latest, now) !== 'valid')
          throw new DomainRuleError('NO_VALID_INVITE', inviteMessages.noValidInvite);
        const invite = state.invites[latest] as InviteRecord;
        return [
          {
            type: 'InviteEmailRequested',
            data: {
              inviteId: invite.inviteId,
              accountId,
              email: invite.email,
              name: invite.name,
              preferredLanguage: preferredLanguage ?? invite.preferredLanguage,
              expiresAt: invite.expiresAt,
            },
          },
        ];
      }
      case 'AcceptInvite': {
        const { accountId, inviteId, now } = command.data;
        const invite = requireUsableInvite(state, inviteId, now);
        return [{ type: 'InviteAccepted', data: { inviteId, accountId, userId: invite.userId } }];
      }
    }
  },
};
