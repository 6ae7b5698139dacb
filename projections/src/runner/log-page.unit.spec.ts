import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import { createLogPage } from './log-page';

const event = (n: number, name: string): RecordedEvent => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  streamId: `client-${n}`,
  revision: 0n,
  type: 'ClientRegistered',
  data: { name },
  metadata: {
    userId: null,
    role: 'system',
    correlationId: 'c',
    causationId: null,
    occurredAt: '2026-01-01T00:00:00Z',
  },
  position: { commit: BigInt(n), prepare: BigInt(n) },
  createdAt: new Date('2026-01-01T00:00:00Z'),
});

describe('a page of $all', () => {
  const events = [event(1, 'Ana'), event(2, 'Nul\u0000 Byte'), event(3, 'Marko')];

  it('gives each subscriber the events after its own checkpoint', () => {
    const page = createLogPage(events);
    expect(page.after({ commit: 0n, prepare: 0n }).events).toEqual(events);
    expect(page.after({ commit: 2n, prepare: 2n }).events).toEqual([events[2]]);
    expect(page.after({ commit: 3n, prepare: 3n }).events).toEqual([]);
  });

  it('makes the values storable once for every projection, leaving the events as stored', () => {
    const page = createLogPage(events);
    const all = page.storable();
    expect(all.map((e) => (e.data as { name: string }).name)).toEqual(['Ana', 'Nul Byte', 'Marko']);
    // A view past a checkpoint shares the same cleaned events instead of cleaning again.
    expect(page.after({ commit: 1n, prepare: 1n }).storable()[0]).toBe(all[1]);
    expect(page.storable()).toBe(all);
    expect((page.events[1]?.data as { name: string }).name).toBe('Nul\u0000 Byte');
  });

  it('computes a shared value once per page, views included', () => {
    const page = createLogPage(events);
    let reads = 0;
    const skips = () => page.shared('skips', () => ++reads);
    expect(skips()).toBe(1);
    expect(page.after({ commit: 2n, prepare: 2n }).shared('skips', () => ++reads)).toBe(1);
    expect(createLogPage(events).shared('skips', () => ++reads)).toBe(2);
  });
});
