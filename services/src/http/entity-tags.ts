import type { Context } from 'koa';
import {
  entityTagHeader,
  entityTagOf,
  ifMatchHeader,
  ifMatchSchema,
} from '@memorial-care/contracts/http';
import type { StreamHead } from '@memorial-care/contracts/event-store';
import type { Precondition } from '../shared/command-handler';
import type { AppDeps } from './deps';
import { parseInput } from './input-issues';

/**
 * The precondition a change of the entity in `streamId` is made under: the revision its
 * `If-Match` names; none without the header (or with `*`). A malformed header is a 400.
 */
export const preconditionOf = (ctx: Context, streamId: string): Precondition | undefined => {
  const header = ctx.get(ifMatchHeader);
  if (!header) return undefined;
  const revision = parseInput(ifMatchSchema, header, 'headers.if-match');
  return revision === null ? undefined : { streamId, revision };
};

/**
 * Where the entity's stream stands before its GET reads the read model. The read models are
 * waited for up to that point (read-your-writes, as for a mutation), so the body is never older
 * than the ETag it goes out with: a client editing it cannot send a revision newer than what
 * it saw. Usually they are there already and the wait is one checkpoint read. When one lags
 * past the wait there is no ETag (the answer names the lagging read models instead): a change
 * is then made without a check, as before.
 */
export const readEntityHead = async (
  deps: AppDeps,
  streamId: string,
): Promise<StreamHead | null> => {
  const head = await deps.eventStore.readStreamHead(streamId);
  if (!head) return null;
  const { lagging } = await deps.waitForProjections(head.position);
  return lagging.length === 0 ? head : null;
};

export const setEntityTag = (ctx: Context, head: StreamHead) =>
  ctx.set(entityTagHeader, entityTagOf(head.revision));
