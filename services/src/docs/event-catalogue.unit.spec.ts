import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventDefinitions, type EventDefinition } from '@memorial-care/contracts/events';
import { allProjections } from '@memorial-care/projections';
import { allReactors } from '../reactors/all-reactors';
import { eventCatalogue, eventCataloguePath } from './event-catalogue';
import {
  catalogueCommand,
  renderEventCatalogue,
  undeclaredEventTypes,
  undescribedVersions,
  type CatalogueSources,
} from './render-catalogue';
import { eventFields } from './schema-fields';

const definition = (overrides: Partial<EventDefinition>): EventDefinition => ({
  type: 'GraveTended',
  version: 1,
  schema: z.object({ graveId: z.guid() }),
  feature: 'graves',
  description: 'A grave was tended.',
  upcasters: {},
  changes: {},
  ...overrides,
});

describe('the event catalogue', () => {
  it('is up to date with the contracts, read models and reactors', async () => {
    const onDisk = await readFile(eventCataloguePath, 'utf8').catch(() => 'missing');
    expect(onDisk, `docs/events.md is stale: run \`${catalogueCommand}\``).toBe(
      await eventCatalogue(),
    );
  });

  it('lists only event types that are declared in the registry', () => {
    const sources = { events: eventDefinitions, readModels: allProjections, reactors: allReactors };
    expect(undeclaredEventTypes(sources)).toEqual([]);
  });

  it('names the read models and reactors that use an event, sorted', () => {
    const sources: CatalogueSources = {
      events: [definition({})],
      readModels: [
        { name: 'service-requests', eventTypes: ['GraveTended'] },
        { name: 'graves', eventTypes: ['GraveTended', 'GraveAdded'] },
        { name: 'clients', eventTypes: ['ClientRegistered'] },
      ],
      reactors: [],
    };
    expect(renderEventCatalogue(sources)).toContain(
      'Read models: `graves`, `service-requests`. Reactors: none.',
    );
  });

  it('says what each older version changed', () => {
    const upcast = (data: unknown) => data;
    const markdown = renderEventCatalogue({
      events: [
        definition({
          version: 3,
          upcasters: { 1: upcast, 2: upcast },
          changes: { 1: 'Renames `caretaker` to `caretakerId`.', 2: 'Adds `visitTime`.' },
        }),
      ],
      readModels: [],
      reactors: [],
    });
    expect(markdown).toContain(
      '- v1 → v2: Renames `caretaker` to `caretakerId`.\n- v2 → v3: Adds `visitTime`.',
    );
  });

  it('has an upcaster and a description of its change for every older version', () => {
    expect(undescribedVersions(eventDefinitions)).toEqual([]);
    const upcast = (data: unknown) => data;
    expect(
      undescribedVersions([
        definition({
          type: 'A',
          version: 3,
          upcasters: { 1: upcast },
          changes: { 1: 'x', 2: 'y' },
        }),
        definition({ type: 'B', version: 2, upcasters: { 1: upcast } }),
      ]),
    ).toEqual(['A v2', 'B v1']);
  });

  it('finds a type handled by a read model that no definition declares', () => {
    expect(
      undeclaredEventTypes({
        events: [definition({})],
        readModels: [{ name: 'graves', eventTypes: ['GraveTended', 'GraveMoved'] }],
        reactors: [{ name: 'mail', eventTypes: ['InviteIssued'] }],
      }),
    ).toEqual(['GraveMoved', 'InviteIssued']);
  });
});

describe('eventFields', () => {
  it('states type, presence and bounds of each field, nested ones by path', () => {
    const schema = z.object({
      graveId: z.guid(),
      note: z.string().max(2000).nullable(),
      visits: z.number().int().positive(),
      changes: z.object({ kind: z.enum(['flowers', 'candles']), at: z.iso.datetime() }).partial(),
      photos: z.array(z.object({ key: z.string().regex(/^[a-z]+$/) })).max(10),
    });
    expect(eventFields(schema)).toEqual([
      { path: 'graveId', type: 'uuid', required: true, nullable: false, bounds: [] },
      {
        path: 'note',
        type: 'text',
        required: true,
        nullable: true,
        bounds: ['at most 2000 characters'],
      },
      { path: 'visits', type: 'integer', required: true, nullable: false, bounds: ['> 0'] },
      { path: 'changes', type: 'object', required: true, nullable: false, bounds: [] },
      {
        path: 'changes.kind',
        type: 'one of `flowers`, `candles`',
        required: false,
        nullable: false,
        bounds: [],
      },
      {
        path: 'changes.at',
        type: 'timestamp (ISO 8601)',
        required: false,
        nullable: false,
        bounds: [],
      },
      {
        path: 'photos',
        type: 'list of object',
        required: true,
        nullable: false,
        bounds: ['at most 10 items'],
      },
      {
        path: 'photos[].key',
        type: 'text',
        required: true,
        nullable: false,
        bounds: ['matches `^[a-z]+$`'],
      },
    ]);
  });

  it('reads a union of two value lists as one list', () => {
    const schema = z.object({ service: z.union([z.enum(['a', 'b']), z.enum(['b', 'c'])]) });
    expect(eventFields(schema)[0]?.type).toBe('one of `a`, `b`, `c`');
  });
});
