import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  clientSchema,
  graveSchema,
  type ClientInput,
  type ClientPatch,
  type GraveInput,
} from '@memorial-care/contracts/http';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterClientChange } from './invalidate-after-change';

export const createClient = (input: ClientInput) =>
  apiRequest('POST', '/api/clients', {
    idempotent: true,
    body: input,
    schema: clientSchema,
  });

/** `etag`: the revision the dialog showed; a change made since is refused (412). */
export const updateClient = ({
  id,
  patch,
  etag = null,
}: {
  id: string;
  patch: ClientPatch;
  etag?: string | null;
}) =>
  apiRequest('PATCH', `/api/clients/${encodeURIComponent(id)}`, {
    body: patch,
    schema: clientSchema,
    ifMatch: etag,
  });

/** 409 CLIENT_HAS_OPEN_REQUESTS while open service requests would be orphaned. */
export const deleteClient = (id: string) =>
  apiRequest('DELETE', `/api/clients/${encodeURIComponent(id)}`, { schema: z.unknown() });

/** POST /api/graves (admin): the Add Client dialog's first grave. */
export const createFirstGrave = (input: GraveInput) =>
  apiRequest('POST', '/api/graves', {
    idempotent: true,
    body: input,
    schema: graveSchema,
  });

/** Returning the promise keeps each mutation pending until the lists show the change. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => invalidateAfterClientChange(queryClient),
  });
}

export function useCreateFirstGrave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFirstGrave,
    onSuccess: () => invalidateAfterClientChange(queryClient),
  });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => invalidateAfterClientChange(queryClient),
  });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: () => invalidateAfterClientChange(queryClient),
  });
}
