import type { AppDeps } from '../http/deps';
import type { CommandContext } from '../shared/command-handler';
import type { Actor } from './actor';
import { run, withGraveFacts } from './commands';
import { optionalText, type ServiceRequestForm } from './request-form';
import { currentRequest, loadRuleFacts } from './rule-facts';

// Creating a request from the admin's form may also create its client and grave: that is the
// service-request-form workflow's (services/src/service-request-form/).

/** The admin's edit: any field and the status; the rules see the request as it will be. */
export const updateServiceRequest = async (
  deps: AppDeps,
  input: { readonly requestId: string; readonly form: ServiceRequestForm; readonly actor: Actor },
  ctx: CommandContext,
) => {
  const state = await currentRequest(deps, input.requestId);
  let { form } = input;
  if (optionalText(form.graveId)) form = await withGraveFacts(deps.eventStore, form);
  const currentCaretaker = 'fields' in state ? state.fields.caretakerId : null;
  const facts = await loadRuleFacts(deps, {
    caretakerId: form.caretakerId === undefined ? currentCaretaker : optionalText(form.caretakerId),
    clientId: optionalText(form.clientId),
  });
  return run(
    deps,
    input.requestId,
    {
      type: 'UpdateServiceRequest',
      data: {
        requestId: input.requestId,
        form,
        now: ctx.now.toISOString(),
        facts,
        actor: input.actor,
      },
    },
    ctx,
  );
};
