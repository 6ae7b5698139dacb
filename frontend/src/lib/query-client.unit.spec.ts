import { QueryObserver } from '@tanstack/react-query';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, onReadModelsLagging, type FetchLike } from './api-client';
import { createQueryClient } from './query-client';

/** A fetch that answers 200 with an empty JSON object and these headers. */
const answerWith =
  (headers: Record<string, string> = {}): FetchLike =>
  () =>
    Promise.resolve(
      new Response('{}', { headers: { 'Content-Type': 'application/json', ...headers } }),
    );

const lagging = { 'x-read-models-lagging': 'clients, service-requests' };
const change = (headers?: Record<string, string>) =>
  apiRequest('PATCH', '/api/clients/1', { schema: z.unknown(), fetch: answerWith(headers) });

/** A query on screen (an observer keeps it active), counting how often it is fetched. */
const watchedQuery = async (refetchAfterLagMs: number) => {
  const client = createQueryClient({ refetchAfterLagMs });
  const counter = { fetches: 0 };
  const observer = new QueryObserver(client, {
    queryKey: ['clients'],
    queryFn: async () => ++counter.fetches,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(counter.fetches).toBe(1));
  return { counter, unsubscribe };
};

describe('an answer sent before the read models caught up', () => {
  it('names the lagging read models to the listeners', async () => {
    const seen: (readonly string[])[] = [];
    const off = onReadModelsLagging((names) => seen.push(names));
    await change(lagging);
    await change();
    off();
    await change(lagging);
    expect(seen).toEqual([['clients', 'service-requests']]);
  });

  it('makes the query client refetch what is on screen a moment later', async () => {
    const { counter, unsubscribe } = await watchedQuery(30);
    await change(lagging);
    expect(counter.fetches).toBe(1);
    await vi.waitFor(() => expect(counter.fetches).toBe(2));
    unsubscribe();
  });

  it('refetches once after several such answers, and not at all after a normal one', async () => {
    const { counter, unsubscribe } = await watchedQuery(30);
    await change();
    await sleep(80);
    expect(counter.fetches).toBe(1);

    await change(lagging);
    await change(lagging);
    await vi.waitFor(() => expect(counter.fetches).toBe(2));
    await sleep(80);
    expect(counter.fetches).toBe(2);
    unsubscribe();
  });
});
