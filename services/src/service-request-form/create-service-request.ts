import { randomUUID } from 'node:crypto';
import { clientEmailStreamId } from '@memorial-care/contracts/events';
import { findServicePrice } from '@memorial-care/projections/price-list';
import { clientEmailDecider } from '../clients/client-email-decider';
import { normalizeClientEmail } from '../clients/clients-decider';
import { registerClient } from '../clients/commands';
import { addGrave } from '../graves/commands';
import type { AppDeps } from '../http/deps';
import type { Actor } from '../service-requests/actor';
import { run, withGraveFacts } from '../service-requests/commands';
import { optionalText, type ServiceRequestForm } from '../service-requests/request-form';
import { loadRuleFacts } from '../service-requests/rule-facts';
import {
  serviceRequestsDecider,
  type ServiceRequestCommand,
} from '../service-requests/service-requests-decider';
import { aggregateStream } from '../shared/aggregate-stream';
import type { CommandContext } from '../shared/command-handler';

// The admin's request form. Like the landing-page registration, it is a workflow over other
// features' commands (a client, a grave) and this one's, so each step is its own event.

export interface CreateServiceRequestInput {
  readonly form: ServiceRequestForm;
  /** Typed in the client picker when no client was chosen. */
  readonly newClient?: { readonly name?: string | null; readonly email?: string | null };
  /** Typed when no grave was chosen; the grave goes to the form's cemetery. */
  readonly newGrave?: {
    readonly deceasedName?: string | null;
    readonly graveNumber?: string | null;
  };
  readonly actor: Actor;
}

/** The client that holds an email address, from its claim stream; null when nobody does. */
const clientWithEmail = async (deps: AppDeps, email: string) =>
  (await aggregateStream(deps.eventStore, clientEmailStreamId(email), clientEmailDecider)).state
    .ownerClientId;

interface Plan {
  readonly form: ServiceRequestForm;
  readonly newClient: { clientId: string; name: string; email: string } | null;
  readonly newGrave: { graveId: string; deceasedName: string; graveNumber: string | null } | null;
}

/**
 * A request sent without an amount (absent or null) costs the service's price on the price list
 * (0.00 while it has none). The admin form always sends one: '0.00' for an empty field, as the
 * spec has it, and a typed or prefilled amount as it stands.
 */
const withListedPrice = async (deps: AppDeps, form: ServiceRequestForm) =>
  form.amount == null && form.serviceType
    ? { ...form, amount: await findServicePrice(deps.pool, form.serviceType) }
    : form;

/** Which client and grave the request is for, and which of them must be created first. */
const planRecords = async (deps: AppDeps, input: CreateServiceRequestInput): Promise<Plan> => {
  let form = await withListedPrice(deps, input.form);
  let newClient: Plan['newClient'] = null;
  let newGrave: Plan['newGrave'] = null;
  const name = optionalText(input.newClient?.name);
  const typedEmail = optionalText(input.newClient?.email);
  if (!optionalText(form.clientId) && name && typedEmail) {
    const email = normalizeClientEmail(typedEmail);
    const owner = await clientWithEmail(deps, email);
    const clientId = owner ?? randomUUID();
    if (!owner) newClient = { clientId, name, email };
    form = { ...form, clientId };
  }
  const deceasedName = optionalText(input.newGrave?.deceasedName);
  if (!optionalText(form.graveId) && deceasedName && optionalText(form.cemeteryId)) {
    const graveId = randomUUID();
    newGrave = { graveId, deceasedName, graveNumber: optionalText(input.newGrave?.graveNumber) };
    form = { ...form, graveId };
  } else if (optionalText(form.graveId)) form = await withGraveFacts(deps.eventStore, form);
  return { form, newClient, newGrave };
};

/**
 * Checks the whole form first (a dry run of the decision), so that a refused request never
 * leaves a half-made client or grave behind; then the client, the grave and the request.
 */
export const createServiceRequest = async (
  deps: AppDeps,
  input: CreateServiceRequestInput,
  ctx: CommandContext,
) => {
  const requestId = randomUUID();
  const { form, newClient, newGrave } = await planRecords(deps, input);
  const facts = await loadRuleFacts(deps, {
    caretakerId: optionalText(form.caretakerId),
    clientId: newClient ? null : optionalText(form.clientId),
  });
  const command: ServiceRequestCommand = {
    type: 'CreateServiceRequest',
    data: { requestId, form, now: ctx.now.toISOString(), facts, actor: input.actor },
  };
  serviceRequestsDecider.decide(command, serviceRequestsDecider.initialState());
  if (newClient) await registerClient(deps, { ...newClient, source: 'request-form' }, ctx);
  if (newGrave && form.clientId && form.cemeteryId)
    await addGrave(
      deps,
      { ...newGrave, clientId: form.clientId, cemeteryId: form.cemeteryId, graveLocation: null },
      ctx,
    );
  return {
    ...(await run(deps, requestId, command, ctx)),
    clientId: form.clientId ?? null,
    graveId: form.graveId ?? null,
  };
};
