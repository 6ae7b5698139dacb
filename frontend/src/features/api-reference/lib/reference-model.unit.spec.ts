import { describe, expect, it } from 'vitest';
import { openApiDocumentSchema } from '../api/openapi-document';
import { filterGroups, referenceGroupsOf } from './reference-model';

// A small document in the shape GET /api/openapi.json answers: shared error answers by $ref,
// access in x-access, one tag per feature.
const document = openApiDocumentSchema.parse({
  openapi: '3.1.0',
  info: { title: 'Memorial Care API', version: '1' },
  tags: [
    { name: 'cemeteries', description: 'The cemeteries the company serves.' },
    { name: 'graves', description: 'The graves clients entrust to the company.' },
  ],
  paths: {
    '/api/graves/{id}': {
      patch: {
        tags: ['graves'],
        summary: 'Change a grave',
        'x-access': ['admin', 'client'],
        parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string' } }],
        requestBody: {
          content: { 'application/json': { schema: { type: 'object', properties: {} } } },
        },
        responses: {
          '412': { $ref: '#/components/responses/PreconditionFailed' },
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: { type: 'object' } } },
          },
        },
      },
      get: {
        tags: ['graves'],
        summary: 'One grave',
        'x-access': ['admin', 'client'],
        responses: { '200': { description: 'OK' } },
      },
    },
    '/api/cemeteries': {
      get: {
        tags: ['cemeteries'],
        summary: 'List cemeteries',
        'x-access': 'public',
        responses: { '200': { description: 'OK' } },
      },
    },
    '/healthz': {
      get: { summary: 'Is the process alive', 'x-access': 'public', responses: {} },
    },
  },
  components: {
    schemas: { ApiError: { type: 'object', properties: { message: { type: 'string' } } } },
    responses: {
      PreconditionFailed: {
        description: 'Someone else changed it',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      },
    },
  },
});

describe('the API reference model', () => {
  it('groups operations by tag in the document’s order, untagged ones last', () => {
    const groups = referenceGroupsOf(document);

    expect(groups.map((group) => group.tag)).toEqual(['cemeteries', 'graves', '']);
    expect(groups[1]?.description).toBe('The graves clients entrust to the company.');
  });

  it('lists a path’s operations get first, then changes', () => {
    const graves = referenceGroupsOf(document)[1];

    expect(graves?.operations.map((operation) => operation.key)).toEqual([
      'get /api/graves/{id}',
      'patch /api/graves/{id}',
    ]);
  });

  it('resolves shared answers and their schemas, in status order', () => {
    const change = referenceGroupsOf(document)[1]?.operations[1];

    expect(change?.access).toEqual(['admin', 'client']);
    expect(change?.requestBody).toEqual({
      contentType: 'application/json',
      schema: { type: 'object', properties: {} },
    });
    expect(change?.answers).toEqual([
      {
        status: '200',
        description: 'OK',
        contentType: 'application/json',
        schema: { type: 'object' },
      },
      {
        status: '412',
        description: 'Someone else changed it',
        contentType: 'application/json',
        schema: { type: 'object', properties: { message: { type: 'string' } } },
      },
    ]);
  });

  it('filters by every word of the search, in path, method, summary or tag', () => {
    const groups = referenceGroupsOf(document);

    expect(
      filterGroups(groups, 'PATCH graves').flatMap((group) => group.operations.map((o) => o.key)),
    ).toEqual(['patch /api/graves/{id}']);
    expect(filterGroups(groups, 'cemeteries list').map((group) => group.tag)).toEqual([
      'cemeteries',
    ]);
    expect(filterGroups(groups, 'nothing like this')).toEqual([]);
    expect(filterGroups(groups, '  ')).toBe(groups);
  });
});
