import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import { eventsOf, foldParsed } from './aggregate-stream';
import type { Decider } from './decider';

type TallyEvent =
  | { readonly type: 'Counted'; readonly data: { readonly by: number } }
  | { readonly type: 'Cleared'; readonly data: Record<string, never> };

const tally: Pick<Decider<number, never, TallyEvent>, 'eventTypes' | 'initialState' | 'evolve'> = {
  eventTypes: ['Counted', 'Cleared'],
  initialState: () => 0,
  evolve: (total, event) => (event.type === 'Counted' ? total + event.data.by : 0),
};

let revision = 0n;
const parsed = (type: string, data: unknown): RecordedEvent => ({
  id: `event-${revision}`,
  streamId: 'tally-1',
  revision: revision++,
  type,
  data,
  metadata: {
    userId: null,
    role: 'system',
    correlationId: 'correlation',
    causationId: null,
    occurredAt: '2026-03-02T10:00:00.000Z',
  },
  position: { commit: revision, prepare: 0n },
  createdAt: new Date('2026-03-02T10:00:00.000Z'),
});

describe('eventsOf', () => {
  it("keeps the decider's own events, in stream order, as type and data", () => {
    const stream = [
      parsed('Counted', { by: 2 }),
      parsed('PhotoAttached', { photoId: 'p-1' }),
      parsed('Cleared', {}),
    ];
    expect(eventsOf<TallyEvent>(tally.eventTypes, stream)).toEqual([
      { type: 'Counted', data: { by: 2 } },
      { type: 'Cleared', data: {} },
    ]);
  });
});

describe('foldParsed', () => {
  it('folds the own events and passes over the others a shared stream holds', () => {
    const stream = [
      parsed('Counted', { by: 2 }),
      parsed('PhotoAttached', { photoId: 'p-1' }),
      parsed('Counted', { by: 3 }),
    ];
    expect(foldParsed(tally, stream)).toBe(5);
  });

  it('starts from the initial state for an empty stream', () => {
    expect(foldParsed(tally, [])).toBe(0);
  });
});
