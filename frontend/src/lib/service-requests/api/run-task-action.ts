import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskActionBody } from '@memorial-care/contracts/http';
import { z } from 'zod';
import { apiRequest } from '../../api-client';
import { invalidateAfterServiceRequestChange } from './invalidate-after-change';

/** Accept (pending → scheduled), Decline (→ pending), Start (→ in progress), Mark Complete. */
export type TaskAction = 'accept' | 'decline' | 'start' | 'complete';

export interface TaskActionVariables {
  readonly id: string;
  readonly action: TaskAction;
  /** An admin names the caretaker on accept; a caretaker accepts for themselves. */
  readonly body?: TaskActionBody;
  /** The revision the screen showed, where it shows one; a change made since is refused (412). */
  readonly etag?: string | null;
  /** A move queued on the device: sent with the key it was given, on every retry the same. */
  readonly idempotencyKey?: string;
}

export const runTaskAction = ({
  id,
  action,
  body = {},
  etag = null,
  idempotencyKey,
}: TaskActionVariables) =>
  apiRequest('POST', `/api/service-requests/${encodeURIComponent(id)}/${action}`, {
    body,
    schema: z.object({ id: z.string() }),
    ifMatch: etag,
    idempotencyKey,
  });

/**
 * Also refreshes after a failure: a 409 means someone else took the task first, and the list
 * must show that at once.
 */
export function useTaskAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runTaskAction,
    onSettled: () => invalidateAfterServiceRequestChange(queryClient),
  });
}
