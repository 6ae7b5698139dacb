import { describe, expect, it } from 'vitest';
import type { InviteEvent, InviteIssued } from '@memorial-care/contracts/events';
import { fold } from '../shared/decider';
import { AppError, DomainRuleError } from '../shared/errors';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import {
  inviteStatusAt,
  invitesDecider,
  type InviteCommand,
  type InvitesState,
} from './invites-decider';

const stateOf = (events: readonly InviteEvent[]): InvitesState => fold(invitesDecider, events);
const given = DeciderSpecification.for(invitesDecider);

const accountId = '5f0e9d8c-7b6a-4954-8372-615049382716';
const userId = '6a1f0e9d-8c7b-4a65-9483-726150493827';
const first = '7b2a1f0e-9d8c-4b76-a594-837261504938';
const second = '8c3b2a1f-0e9d-4c87-b6a5-948372615049';
const issuedAt = new Date('2025-03-01T10:00:00.000Z');
const later = (days: number) => new Date(issuedAt.getTime() + days * 86_400_000);

const issue = (inviteId: string, now = issuedAt): InviteCommand => ({
  type: 'IssueInvite',
  data: {
    inviteId,
    accountId,
    accountKind: 'client',
    userId,
    email: 'milica@example.com',
    name: 'Milica Jovanović',
    preferredLanguage: 'Serbian',
    role: 'client',
    withTemporaryCredentials: true,
    now,
  },
});

const issued = (
  inviteId: string,
  overrides: Partial<InviteIssued> = {},
): Extract<InviteEvent, { type: 'InviteIssued' }> => ({
  type: 'InviteIssued',
  data: {
    inviteId,
    accountId,
    accountKind: 'client',
    userId,
    email: 'milica@example.com',
    name: 'Milica Jovanović',
    preferredLanguage: 'Serbian',
    role: 'client',
    withTemporaryCredentials: true,
    expiresAt: '2025-03-08T10:00:00.000Z',
    supersedes: [],
    ...overrides,
  },
});
const accepted = (inviteId: string): InviteEvent => ({
  type: 'InviteAccepted',
  data: { inviteId, accountId, userId },
});
const accept = (inviteId: string, now = later(1)): InviteCommand => ({
  type: 'AcceptInvite',
  data: { accountId, inviteId, now },
});
const requestEmail = (now = later(1)): InviteCommand => ({
  type: 'RequestInviteEmail',
  data: { accountId, now },
});

describe('invites decider: issuing', () => {
  it('issues an invite that expires 7 days later and supersedes nothing the first time', () =>
    given([])
      .when(issue(first))
      .then([issued(first)]));

  it('makes every older open invite invalid when a new one is issued (resend)', () =>
    given([issued(first)])
      .when(issue(second, later(2)))
      .then([issued(second, { expiresAt: '2025-03-10T10:00:00.000Z', supersedes: [first] })]));

  it('does not list invites that were already used or replaced', () =>
    given([issued(first), accepted(first)])
      .when(issue(second))
      .then([issued(second)]));

  it('refuses to issue the same invite id twice', () =>
    given([issued(first)])
      .when(issue(first))
      .thenThrows(DomainRuleError, { code: 'INVITE_EXISTS' }));
});

describe('invites decider: accepting', () => {
  it('accepts a valid invite', () =>
    given([issued(first)])
      .when(accept(first))
      .then([accepted(first)]));

  it('answers 404 for an invite the account never had', () =>
    given([issued(first)])
      .when(accept(second))
      .thenThrows(AppError, {
        status: 404,
        code: 'INVITE_NOT_FOUND',
        message: 'This invite link is not valid.',
      }));

  it('answers 410 for an invite already used', () =>
    given([issued(first), accepted(first)])
      .when(accept(first))
      .thenThrows(AppError, {
        status: 410,
        code: 'INVITE_USED',
        message: 'This invite link has already been used or replaced.',
      }));

  it('answers 410 for an invite replaced by a newer one', () =>
    given([issued(first), issued(second, { supersedes: [first] })])
      .when(accept(first))
      .thenThrows(AppError, { status: 410, code: 'INVITE_USED' }));

  it('still accepts the newer invite after a resend', () =>
    given([issued(first), issued(second, { supersedes: [first] })])
      .when(accept(second))
      .then([accepted(second)]));

  it('answers 410 once the invite has expired, to the millisecond', () => {
    given([issued(first)])
      .when(accept(first, new Date('2025-03-08T10:00:00.000Z')))
      .thenThrows(AppError, {
        status: 410,
        code: 'INVITE_EXPIRED',
        message: 'This invite link has expired.',
      });
    given([issued(first)])
      .when(accept(first, new Date('2025-03-08T09:59:59.999Z')))
      .then([accepted(first)]);
  });
});

describe('invites decider: mailing again', () => {
  it('asks for the latest valid invite’s mail, with what the mail needs', () =>
    given([issued(first), issued(second, { supersedes: [first], preferredLanguage: 'German' })])
      .when(requestEmail())
      .then([
        {
          type: 'InviteEmailRequested',
          data: {
            inviteId: second,
            accountId,
            email: 'milica@example.com',
            name: 'Milica Jovanović',
            preferredLanguage: 'German',
            expiresAt: '2025-03-08T10:00:00.000Z',
          },
        },
      ]));

  it('writes it in the account’s language now, when the caller names one', () =>
    given([issued(first, { preferredLanguage: 'English' })])
      .when({
        type: 'RequestInviteEmail',
        data: { accountId, now: later(1), preferredLanguage: 'German' },
      })
      .then([
        {
          type: 'InviteEmailRequested',
          data: {
            inviteId: first,
            accountId,
            email: 'milica@example.com',
            name: 'Milica Jovanović',
            preferredLanguage: 'German',
            expiresAt: '2025-03-08T10:00:00.000Z',
          },
        },
      ]));

  it('refuses when there is no invite, or the latest one is used or expired', () => {
    const noValidInvite = {
      code: 'NO_VALID_INVITE',
      message: 'There is no valid invite for this client. Resend the invite first.',
    };
    given([]).when(requestEmail()).thenThrows(DomainRuleError, noValidInvite);
    given([issued(first), accepted(first)])
      .when(requestEmail())
      .thenThrows(DomainRuleError, noValidInvite);
    given([issued(first)])
      .when(requestEmail(later(8)))
      .thenThrows(DomainRuleError, noValidInvite);
  });
});

describe('inviteStatusAt', () => {
  it('tells valid, used, replaced, expired and unknown invites apart', () => {
    const state = stateOf([issued(first), issued(second, { supersedes: [first] })]);
    expect(inviteStatusAt(state, second, later(1))).toBe('valid');
    expect(inviteStatusAt(state, first, later(1))).toBe('used');
    expect(inviteStatusAt(state, second, later(7))).toBe('expired');
    expect(inviteStatusAt(state, accountId, later(1))).toBe('unknown');
    expect(inviteStatusAt(stateOf([issued(first), accepted(first)]), first, later(1))).toBe('used');
  });
});
