import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import { foldRowOutcomes, renameToColumns, type RowInstruction } from './row-outcomes';

const day = (n: number) => `2026-01-0${n}T00:00:00.000Z`;

let sequence = 0n;
/** An event of stream `id` at `revision`; its payload is the instruction the projection reads. */
const recorded = (revision: number, instruction: RowInstruction): RecordedEvent => {
  sequence++;
  return {
    id: `event-${sequence}`,
    streamId: `row-${instruction.id}`,
    revision: BigInt(revision),
    type: instruction.kind,
    data: instruction,
    metadata: {
      userId: null,
      role: 'system',
      correlationId: 'correlation',
      causationId: null,
      occurredAt: day(revision + 1),
    },
    position: { commit: sequence, prepare: sequence },
    createdAt: new Date('2030-01-01T00:00:00.000Z'),
  };
};
/** The events of these tests carry their instruction as their payload. */
const instructionSchema = {
  parse: (event: unknown) => (event as { data: RowInstruction }).data,
};
const fold = (events: readonly RecordedEvent[]) =>
  foldRowOutcomes(events, instructionSchema, (instruction) => instruction);

describe('foldRowOutcomes', () => {
  it('turns an insert into a whole row with its version and timestamps', () => {
    expect(fold([recorded(0, { kind: 'insert', id: 'a', row: { name: 'Ana' } })])).toEqual({
      upserts: [{ id: 'a', name: 'Ana', version: 0, created_at: day(1), updated_at: day(1) }],
      patches: [],
      deletes: [],
    });
  });

  it('folds the patches that follow an insert into the inserted row, later values winning', () => {
    const { upserts } = fold([
      recorded(0, { kind: 'insert', id: 'a', row: { name: 'Ana', phone: null } }),
      recorded(1, { kind: 'patch', id: 'a', changes: { phone: '1', notes: 'x' } }),
      recorded(2, { kind: 'patch', id: 'a', changes: { phone: '2' } }),
    ]);
    expect(upserts).toEqual([
      {
        id: 'a',
        name: 'Ana',
        phone: '2',
        notes: 'x',
        version: 2,
        created_at: day(1),
        updated_at: day(3),
      },
    ]);
  });

  it('merges patches of a row written earlier into one patch at the last version', () => {
    const { patches, upserts } = fold([
      recorded(4, { kind: 'patch', id: 'a', changes: { phone: '1', notes: 'x' } }),
      recorded(5, { kind: 'patch', id: 'a', changes: { phone: null } }),
    ]);
    expect(upserts).toEqual([]);
    expect(patches).toEqual([
      { id: 'a', changes: { phone: null, notes: 'x' }, version: 5, at: day(6) },
    ]);
  });

  it('ends a deleted row in a delete, ignoring patches after it, and lets an insert revive it', () => {
    const outcome = fold([
      recorded(0, { kind: 'insert', id: 'a', row: { name: 'Ana' } }),
      recorded(1, { kind: 'delete', id: 'a' }),
      recorded(2, { kind: 'patch', id: 'a', changes: { name: 'Gone' } }),
      recorded(3, { kind: 'patch', id: 'b', changes: { name: 'Bo' } }),
      recorded(4, { kind: 'delete', id: 'b' }),
      recorded(5, { kind: 'delete', id: 'c' }),
      recorded(6, { kind: 'insert', id: 'c', row: { name: 'Cy' } }),
    ]);
    expect(outcome).toEqual({
      upserts: [{ id: 'c', name: 'Cy', version: 6, created_at: day(7), updated_at: day(7) }],
      patches: [],
      deletes: ['a', 'b'],
    });
  });

  it('keeps one outcome per row, in the order the rows first appear', () => {
    const { upserts, patches } = fold([
      recorded(0, { kind: 'insert', id: 'b', row: {} }),
      recorded(3, { kind: 'patch', id: 'a', changes: {} }),
      recorded(0, { kind: 'insert', id: 'c', row: {} }),
      recorded(1, { kind: 'patch', id: 'b', changes: {} }),
      recorded(4, { kind: 'patch', id: 'd', changes: {} }),
    ]);
    expect(upserts.map((row) => row.id)).toEqual(['b', 'c']);
    expect(patches.map((patch) => patch.id)).toEqual(['a', 'd']);
  });

  it('dates an event without metadata by when it was recorded', () => {
    const event = recorded(0, { kind: 'insert', id: 'a', row: {} });
    const { upserts } = fold([{ ...event, metadata: undefined } as unknown as RecordedEvent]);
    expect(upserts[0]).toMatchObject({ updated_at: '2030-01-01T00:00:00.000Z' });
  });

  it('throws on a payload the schema does not accept, so the runner pauses on the event', () => {
    const unreadable = recorded(0, { kind: 'delete', id: 'a' });
    const schema = {
      parse: (): RowInstruction => {
        throw new Error('does not parse');
      },
    };
    expect(() => foldRowOutcomes([unreadable], schema, (instruction) => instruction)).toThrow(
      'does not parse',
    );
  });

  it('hands the schema the event type and payload', () => {
    const seen: unknown[] = [];
    const event = recorded(0, { kind: 'delete', id: 'a' });
    const schema = {
      parse: (input: unknown) => {
        seen.push(input);
        return event.data as RowInstruction;
      },
    };
    foldRowOutcomes([event], schema, (instruction) => instruction);
    expect(seen).toEqual([{ type: 'delete', data: { kind: 'delete', id: 'a' } }]);
  });
});

describe('renameToColumns', () => {
  it('renames only the fields given, keeping null values', () => {
    const toColumns = renameToColumns({ firstName: 'first_name', phone: 'phone' });
    expect(toColumns({ firstName: 'Ana', phone: null })).toEqual({
      first_name: 'Ana',
      phone: null,
    });
    expect(toColumns({ phone: '1' })).toEqual({ phone: '1' });
  });
});
