import {
  defaultCountry,
  defaultPreferredLanguage,
  listLimits,
  reminderDaysBeforeMessage,
  reminderDaysBeforeSchema,
  type PlanStatus,
  type ServicePlan,
  textLimits,
} from '@memorial-care/contracts/domain';
import {
  clientEventTypes,
  type ClientChanges,
  type ClientEvent,
  type ClientPaymentDates,
  type ClientProfile,
  type ClientSource,
} from '@memorial-care/contracts/events';
import type { Decider } from '../shared/decider';
import {
  ConflictError,
  DomainRuleError,
  NotFoundError,
  ValidationError,
  type FieldError,
} from '../shared/errors';

/** What a caller may send when registering; absent optional fields take the spec's defaults. */
export interface ClientRegistration {
  readonly clientId: string;
  readonly name: string;
  readonly email: string;
  readonly phone?: string | null;
  readonly address?: string | null;
  readonly country?: string | null;
  readonly notes?: string | null;
  readonly instagram?: string | null;
  readonly preferredLanguage?: ClientProfile['preferredLanguage'] | null;
  readonly selectedPlan?: ServicePlan | null;
  /** Absent: active when a plan is selected, else inactive (spec part 2, section 4). */
  readonly planStatus?: PlanStatus | null;
  /** Absent: the default (the profile records nothing until the family chooses). */
  readonly reminderDaysBefore?: number;
  /** Other addresses the family writes from; absent: none. */
  readonly alternativeEmails?: readonly string[];
  readonly source: ClientSource;
}

export type ClientCommand =
  | { readonly type: 'RegisterClient'; readonly data: ClientRegistration }
  | {
      readonly type: 'UpdateClient';
      readonly data: { readonly clientId: string; readonly changes: ClientChanges };
    }
  | {
      readonly type: 'DeleteClient';
      readonly data: {
        readonly clientId: string;
        /**
         * How many of the client's service requests are still open (pending, scheduled, in
         * progress), read from the requests read model by the handler: deleting the client must
         * not orphan them, so any open request refuses the deletion.
         */
        readonly openRequests: number;
      };
    }
  | {
      readonly type: 'ApproveClient';
      readonly data: {
        readonly clientId: string;
        /** ISO time of the approval: the time of the command. */
        readonly approvedAt: string;
        /**
         * Whether the client already has an invite. Before approvals were recorded, issuing the
         * first invite was the approval: such a client is approved already, not again now.
         */
        readonly invitedBefore: boolean;
      };
    };

/** What the client stream holds: the profile and the payment dates the admin keeps. */
export type ClientRecord = ClientProfile & ClientPaymentDates;

export type ClientState =
  | { readonly status: 'absent' }
  | {
      readonly status: 'registered' | 'deleted';
      readonly clientId: string;
      readonly profile: ClientRecord;
      /** When an admin approved the registration (ClientApproved); null until then. */
      readonly approvedAt: string | null;
    };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** yyyy-MM-dd naming a real day (no 31 February). */
const isCalendarDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value)
  );
};

/** Emails compare and are stored lowercased: `Ana@x.rs` and `ana@x.rs` are one address. */
export const normalizeClientEmail = (email: string) => email.trim().toLowerCase();

/** Each address normalized once, in the order given. */
const normalizeAlternativeEmails = (emails: readonly string[]) => [
  ...new Set(emails.map(normalizeClientEmail)),
];

const isValidEmail = (email: string) =>
  email.length <= textLimits.email && emailPattern.test(email);

/** Trimmed text, or null when nothing is left ("empty optional values are sent as null"). */
const optionalText = (value: string | null | undefined) => value?.trim() || null;

const optionalTextFields = new Set(['phone', 'address', 'country', 'notes', 'instagram']);

const normalizeChanges = (changes: ClientChanges): ClientChanges => {
  const normalized: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (key === 'email') normalized[key] = normalizeClientEmail(value as string);
    else if (key === 'alternativeEmails')
      normalized[key] = normalizeAlternativeEmails(value as string[]);
    else if (key === 'name') normalized[key] = (value as string).trim();
    else if (optionalTextFields.has(key)) normalized[key] = optionalText(value as string | null);
    else normalized[key] = value;
  }
  return normalized as ClientChanges;
};

/** The Add Client rules hold for every caller, not only for bodies that passed an HTTP schema. */
const assertValidProfile = (profile: ClientChanges) => {
  const errors: FieldError[] = [];
  if ('name' in profile && !profile.name)
    errors.push({ path: 'name', message: 'Name is required' });
  if ('email' in profile && !emailPattern.test(profile.email ?? ''))
    errors.push({ path: 'email', message: 'Invalid email address' });
  const alternatives = profile.alternativeEmails ?? [];
  if (alternatives.length > listLimits.alternativeEmails)
    errors.push({
      path: 'alternativeEmails',
      message: `At most ${listLimits.alternativeEmails} alternative addresses`,
    });
  alternatives.forEach((alternative, index) => {
    if (!isValidEmail(alternative))
      errors.push({ path: `alternativeEmails.${index}`, message: 'Invalid email address' });
  });
  const days = profile.reminderDaysBefore;
  if (days !== undefined && !reminderDaysBeforeSchema.safeParse(days).success)
    errors.push({ path: 'reminderDaysBefore', message: reminderDaysBeforeMessage });
  for (const field of ['lastPaymentDate', 'nextPaymentDue'] as const) {
    const day = profile[field];
    if (day !== undefined && day !== null && !isCalendarDay(day))
      errors.push({ path: field, message: 'Invalid date' });
  }
  if (errors.length > 0) throw new ValidationError(errors.map((e) => e.message).join('; '), errors);
};

/**
 * An alternative address equal to the main one matches nothing new and reads as a mistake: it is
 * refused whether the alternatives or the email changed.
 */
const assertAlternativesDifferFromEmail = (profile: ClientRecord | ClientProfile) => {
  const index = (profile.alternativeEmails ?? []).indexOf(profile.email);
  if (index >= 0) {
    const message = "An alternative address cannot be the client's own email";
    throw new ValidationError(message, [{ path: `alternativeEmails.${index}`, message }]);
  }
};

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** Only the fields whose value really differs from the current profile. */
const changedFields = (current: ClientRecord, changes: ClientChanges): ClientChanges =>
  Object.fromEntries(
    Object.entries(changes).filter(([key, value]) =>
      key === 'alternativeEmails'
        ? !sameList(current.alternativeEmails ?? [], value as string[])
        : current[key as keyof ClientRecord] !== value,
    ),
  );

export const clientHasOpenRequestsMessage = (openRequests: number) =>
  `This client has ${openRequests} open service request${openRequests === 1 ? '' : 's'}. ` +
  'Complete or cancel them before deleting the client.';

const notFound = () => new NotFoundError('Client not found');

export const clientsDecider: Decider<ClientState, ClientCommand, ClientEvent> = {
  eventTypes: clientEventTypes,
  initialState: () => ({ status: 'absent' }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'ClientRegistered': {
        const { clientId, source: _source, ...profile } = event.data;
        return {
          status: 'registered',
          clientId,
          profile: { ...profile, lastPaymentDate: null, nextPaymentDue: null },
          approvedAt: null,
        };
      }
      case 'ClientUpdated':
        if (state.status !== 'registered') return state;
        return { ...state, profile: { ...state.profile, ...event.data.changes } };
      case 'ClientDeleted':
        if (state.status !== 'registered') return state;
        return { ...state, status: 'deleted' };
      case 'ClientApproved':
        if (state.status !== 'registered') return state;
        return { ...state, approvedAt: event.data.approvedAt };
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'RegisterClient': {
        // Ids are never reused, not even after a deletion: the history stays unambiguous.
        if (state.status !== 'absent')
          throw new DomainRuleError('CLIENT_ALREADY_EXISTS', 'This client already exists');
        const input = command.data;
        const selectedPlan = input.selectedPlan ?? null;
        const profile: ClientProfile = {
          name: input.name.trim(),
          email: normalizeClientEmail(input.email),
          phone: optionalText(input.phone),
          address: optionalText(input.address),
          country: optionalText(input.country) ?? defaultCountry,
          notes: optionalText(input.notes),
          instagram: optionalText(input.instagram),
          preferredLanguage: input.preferredLanguage ?? defaultPreferredLanguage,
          selectedPlan,
          planStatus: input.planStatus ?? (selectedPlan ? 'active' : 'inactive'),
          ...(input.reminderDaysBefore === undefined
            ? {}
            : { reminderDaysBefore: input.reminderDaysBefore }),
          // Left out when none, as in every registration before the field existed.
          ...(input.alternativeEmails?.length
            ? { alternativeEmails: normalizeAlternativeEmails(input.alternativeEmails) }
            : {}),
        };
        assertValidProfile(profile);
        assertAlternativesDifferFromEmail(profile);
        return [
          {
            type: 'ClientRegistered',
            data: { clientId: input.clientId, ...profile, source: input.source },
          },
        ];
      }
      case 'UpdateClient': {
        if (state.status !== 'registered') throw notFound();
        const proposed = normalizeChanges(command.data.changes);
        assertValidProfile(proposed);
        assertAlternativesDifferFromEmail({ ...state.profile, ...proposed });
        const changes = changedFields(state.profile, proposed);
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'ClientUpdated', data: { clientId: state.clientId, changes } }];
      }
      case 'DeleteClient':
        if (state.status !== 'registered') throw notFound();
        if (command.data.openRequests > 0)
          throw new ConflictError(
            clientHasOpenRequestsMessage(command.data.openRequests),
            'CLIENT_HAS_OPEN_REQUESTS',
            { openRequests: command.data.openRequests },
          );
        return [{ type: 'ClientDeleted', data: { clientId: state.clientId } }];
      case 'ApproveClient': {
        if (state.status !== 'registered') throw notFound();
        // Approved once: approving again (the Resend Invite button) only issues a new invite.
        if (state.approvedAt !== null || command.data.invitedBefore) return [];
        const { approvedAt } = command.data;
        return [{ type: 'ClientApproved', data: { clientId: state.clientId, approvedAt } }];
      }
    }
  },
};
